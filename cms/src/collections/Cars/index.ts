import type { CollectionConfig } from 'payload'

import { isAdmin, trashOrOwnerDelete } from '../../access/isAdmin'
import { trashOnlyForAdmins } from '../../access/trashOnlyForAdmins'
import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS } from '@autosalone/domain/enums'
import {
  CAR_LIST_LIMITS,
  CAR_NUMBER_LIMITS,
  CAR_TEXT_LIMITS,
  FIRST_CAR_YEAR,
  MAX_PHOTOS_PER_CAR,
  lastCarYear,
} from '@autosalone/domain/limits'
import { carPhotoSchema, carRecordSchema, photoFieldsSchema } from '@autosalone/domain/car-record'
import { z } from 'zod'

import { CAR_VERSIONS_KEPT } from './history/carVersions'
import { carBySlug } from './endpoints/carBySlug'
import { carImages } from './endpoints/carImages'
import { choiceField, contractValidate, integerField, priceValidate, typedAs } from './fields'
import { addDerivedFields } from './hooks/addDerivedFields'
import { assignSlug } from './hooks/assignSlug'
import { buildGallery } from './hooks/buildGallery'
import { coverPhoto } from './hooks/coverPhoto'
import { followStatus } from './hooks/followStatus'
import { markNewDriverSuitability } from './hooks/markNewDriverSuitability'
import { refuseStaleSave } from './hooks/refuseStaleSave'
import { tidyCarInput } from './hooks/tidyCarInput'
import { italianDataFields } from './italianDataFields'
import { statusFields } from './statusFields'
import { authorFields, recordAuthor } from './history/authorFields'
import { markPriceDrop } from './prices/markPriceDrop'
import { priceDropField } from './prices/priceDropField'
import { forgetPriceHistory, recordPriceChange } from './prices/recordPriceChange'
import { dateTheSale, soldAtField } from './sold/soldFields'

/** A field of the answer made by addDerivedFields, typed by the contract. */
const derived = (name: string, schema: z.ZodType) => ({
  name,
  type: 'json' as const,
  virtual: true,
  admin: { hidden: true },
  typescriptSchema: typedAs(schema),
})

export const Cars: CollectionConfig = {
  slug: 'cars',
  labels: {
    singular: { it: 'Auto', en: 'Car' },
    plural: { it: 'Parco auto', en: 'Cars' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['photos', 'name', 'price', 'status', 'updatedAt'],
    listSearchableFields: ['name', 'brand', 'model', 'slug'],
    pagination: { defaultLimit: 50, limits: [25, 50, 100] },
    description: {
      it: 'Le auto in vendita. La prima foto è la copertina.',
      en: 'The cars for sale. The first photo is the cover.',
    },
  },
  access: {
    read: trashOnlyForAdmins,
    create: isAdmin,
    update: isAdmin,
    delete: trashOrOwnerDelete,
    readVersions: isAdmin,
  },
  defaultSort: '-createdAt',
  // A read that selects fields still reads the stored photos: the cover and the photo fields come from them.
  forceSelect: { gallery: true },
  trash: true,
  endpoints: [carBySlug, carImages],
  // The car's history (GET /api/admin/cars/{id}/history): the last 50 saves, each with its author.
  versions: { maxPerDoc: CAR_VERSIONS_KEPT },
  hooks: {
    beforeValidate: [refuseStaleSave, tidyCarInput, assignSlug],
    beforeChange: [buildGallery, markNewDriverSuitability, followStatus, recordAuthor, dateTheSale, markPriceDrop],
    afterChange: [recordPriceChange],
    beforeDelete: [forgetPriceHistory],
    afterRead: [addDerivedFields],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'brand',
          type: 'text',
          label: { it: 'Marca', en: 'Brand' },
          required: true,
          maxLength: CAR_TEXT_LIMITS.brand,
          index: true,
          validate: contractValidate('brand', { required: true }),
        },
        {
          name: 'model',
          type: 'text',
          label: { it: 'Modello', en: 'Model' },
          required: true,
          maxLength: CAR_TEXT_LIMITS.model,
          index: true,
          validate: contractValidate('model', { required: true }),
        },
      ],
    },
    {
      name: 'name',
      type: 'text',
      label: { it: 'Nome completo', en: 'Full name' },
      required: true,
      maxLength: CAR_TEXT_LIMITS.name,
      validate: contractValidate('name', { required: true }),
    },
    {
      name: 'slug',
      type: 'text',
      label: { it: 'Indirizzo della pagina', en: 'Page address' },
      unique: true,
      index: true,
      maxLength: 120,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { it: 'Creato dal nome e dall’anno; non cambia.', en: 'Made from name and year; never changes.' },
      },
    },
    {
      type: 'row',
      fields: [
        integerField('year', { it: 'Anno', en: 'Year' }, { min: FIRST_CAR_YEAR, max: lastCarYear(), required: true }),
        {
          ...integerField(
            'price',
            { it: 'Prezzo (€)', en: 'Price (€)' },
            { ...CAR_NUMBER_LIMITS.price, required: true, validate: priceValidate },
          ),
          admin: { components: { Cell: '/components/CarListCells#CarPriceCell' } },
        },
        integerField(
          'mileage',
          { it: 'Chilometraggio', en: 'Mileage (km)' },
          { ...CAR_NUMBER_LIMITS.mileage, defaultValue: 0 },
        ),
        integerField(
          'power',
          { it: 'Potenza (CV)', en: 'Power (hp)' },
          { ...CAR_NUMBER_LIMITS.power, defaultValue: 0 },
        ),
      ],
    },
    {
      name: 'priceOnRequest',
      type: 'checkbox',
      label: { it: 'Prezzo su richiesta', en: 'Price on request' },
      defaultValue: false,
      validate: contractValidate('priceOnRequest'),
      admin: {
        description: {
          it: 'Il sito mostra «Prezzo su richiesta» invece del prezzo (che può restare 0).',
          en: 'The site shows “Price on request” instead of the price (which may stay 0).',
        },
      },
    },
    {
      type: 'row',
      fields: [
        choiceField('fuel', 'Fuel', FUELS, 'benzina'),
        choiceField('transmission', 'Transmission', TRANSMISSIONS, 'manuale'),
        choiceField('category', 'Category', CATEGORIES, 'berlina'),
        choiceField('condition', 'Condition', CONDITIONS, 'usata'),
      ],
    },
    ...italianDataFields,
    {
      name: 'colors',
      type: 'text',
      hasMany: true,
      maxRows: CAR_LIST_LIMITS.colors.items,
      maxLength: CAR_LIST_LIMITS.colors.length,
      label: { it: 'Colori disponibili', en: 'Available colours' },
      validate: contractValidate('colors'),
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: CAR_TEXT_LIMITS.description,
      label: { it: 'Descrizione', en: 'Description' },
      validate: contractValidate('description'),
    },
    {
      name: 'features',
      type: 'text',
      hasMany: true,
      maxRows: CAR_LIST_LIMITS.features.items,
      maxLength: CAR_LIST_LIMITS.features.length,
      label: { it: 'Caratteristiche', en: 'Features' },
      validate: contractValidate('features'),
    },
    // The English pages' texts: when empty, those pages show the Italian ones with a note.
    {
      name: 'descriptionEn',
      type: 'textarea',
      maxLength: CAR_TEXT_LIMITS.descriptionEn,
      label: { it: 'Descrizione (inglese)', en: 'Description (English)' },
      validate: contractValidate('descriptionEn'),
    },
    {
      name: 'featuresEn',
      type: 'text',
      hasMany: true,
      maxRows: CAR_LIST_LIMITS.featuresEn.items,
      maxLength: CAR_LIST_LIMITS.featuresEn.length,
      label: { it: 'Caratteristiche (inglese)', en: 'Features (English)' },
      validate: contractValidate('featuresEn'),
    },
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: MAX_PHOTOS_PER_CAR,
      // Answers carry the photos as the contract's objects (addDerivedFields); populating every media record would only slow the list down.
      maxDepth: 0,
      typescriptSchema: typedAs(z.array(z.union([z.number(), carPhotoSchema]))),
      label: { it: 'Foto (la prima è la copertina)', en: 'Photos (the first is the cover)' },
      admin: { components: { Cell: '/components/CarListCells#CarCoverCell' } },
    },
    {
      name: 'youtubeVideoId',
      type: 'text',
      label: { it: 'Video YouTube', en: 'YouTube video' },
      admin: { description: { it: 'Link o ID del video (11 caratteri)', en: 'Video link or id (11 characters)' } },
      validate: contractValidate('youtubeVideoId'),
    },
    ...statusFields,
    soldAtField,
    priceDropField,
    // The photos as answers carry them, rebuilt on every save of the car and of its photos.
    {
      name: 'gallery',
      type: 'json',
      admin: { hidden: true, readOnly: true },
      typescriptSchema: typedAs(z.array(carPhotoSchema)),
    },
    ...authorFields,
    derived('selectedMediaIds', photoFieldsSchema.shape.selectedMediaIds),
    derived('mainImage', photoFieldsSchema.shape.mainImage),
    derived('images', photoFieldsSchema.shape.images),
    derived('thumbnails', photoFieldsSchema.shape.thumbnails),
    derived('color', z.string()),
    {
      ...derived('cover', carRecordSchema.shape.cover),
      // The first photo, for a list of cars that selects what its cards show instead of every photo.
      hooks: { afterRead: [coverPhoto] },
    },
  ],
}
