import path from 'node:path'
import type { CollectionConfig, ImageUploadFormatOptions } from 'payload'

import { isAdmin, trashOrOwnerDelete, userIsAdmin } from '../../access/isAdmin'
import { photosOfVisibleCars } from '../../access/photosOfVisibleCars'
import { answerMissingFiles } from './hooks/answerMissingFiles'
import { explainUploadLimits } from './hooks/explainUploadLimits'
import { detachFromCars } from './hooks/detachFromCars'
import { exposeUploadUrls } from './hooks/exposeUploadUrls'
import { guardPhotoFiles } from './hooks/guardPhotoFiles'
import { prepareUploadedImage } from './hooks/prepareUploadedImage'
import { refreshCarPhotos } from './hooks/refreshCarPhotos'
import { restorePhoto, trashPhoto } from './hooks/photoTrash'
import { recordDeletion, recordTrashMoves } from '../../audit/auditHooks'
import type { Media as MediaDoc } from '../../payload-types'

const photoAudit = {
  trashed: 'media.trashed',
  deleted: 'media.deleted',
  name: (photo: MediaDoc) => photo.filename,
} as const

const webp = (quality: number): ImageUploadFormatOptions => ({ format: 'webp', options: { quality } })

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { it: 'Foto', en: 'Photo' },
    plural: { it: 'Foto', en: 'Photos' },
  },
  admin: {
    useAsTitle: 'originalFilename',
    defaultColumns: ['filename', 'originalFilename', 'filesize', 'createdAt'],
    // The console's photo list and the car's photo picker show the stock photos only: a visitor's
    // trade-in photos are their request's, shown with it in the panel (decision records 018, 041).
    baseFilter: () => ({ lead: { exists: false } }),
  },
  access: {
    read: photosOfVisibleCars,
    create: isAdmin,
    update: isAdmin,
    delete: trashOrOwnerDelete,
  },
  defaultSort: '-createdAt',
  // Deleted photos wait 30 days in the trash (purgeTrashedPhotos), off every car, restorable.
  trash: true,
  upload: {
    staticDir: path.join(path.resolve(process.env.DATA_DIR || '.data'), 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'],
    pasteURL: false,
    focalPoint: false,
    crop: false,
    adminThumbnail: 'thumbnail',
    handlers: [answerMissingFiles],
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true, formatOptions: webp(72) },
      { name: 'card', width: 800, withoutEnlargement: true, formatOptions: webp(76) },
      { name: 'large', width: 1920, withoutEnlargement: true, formatOptions: webp(80) },
    ],
  },
  hooks: {
    beforeOperation: [prepareUploadedImage],
    beforeChange: [guardPhotoFiles, trashPhoto],
    afterChange: [refreshCarPhotos, restorePhoto, recordTrashMoves(photoAudit)],
    beforeDelete: [detachFromCars],
    afterDelete: [recordDeletion(photoAudit)],
    afterRead: [exposeUploadUrls],
    afterError: [explainUploadLimits],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { it: 'Testo alternativo', en: 'Alternative text' },
      maxLength: 300,
    },
    {
      // Set on a visitor's trade-in photos only: they belong to that request, are never on the
      // site nor in the car photo library, and go with the request (decision record 018).
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      label: { it: 'Richiesta di valutazione', en: 'Valuation request' },
      index: true,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.lead) },
    },
    {
      // The cars a photo in the trash was taken off and its place on each, to put it back there
      // when restored (`hooks/detachedPlaces.ts`; bare car ids from before places were kept).
      name: 'detachedFrom',
      type: 'json',
      access: { read: ({ req }) => userIsAdmin(req) },
      admin: { hidden: true, readOnly: true },
      typescriptSchema: [
        () => ({
          type: 'array',
          items: {
            oneOf: [
              { type: 'integer' },
              {
                type: 'object',
                properties: { car: { type: 'integer' }, position: { type: 'integer' } },
                required: ['car', 'position'],
                additionalProperties: false,
              },
            ],
          },
        }),
      ],
    },
    {
      name: 'originalFilename',
      type: 'text',
      label: { it: 'Nome originale', en: 'Original name' },
      maxLength: 255,
      admin: { readOnly: true },
    },
  ],
}
