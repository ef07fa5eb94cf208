import { z } from 'zod'

import { priceDropSchema } from './prices/price-drop.ts'
import { CAR_STATUSES, CATEGORIES, CONDITIONS, EURO_CLASSES, FUELS, TRANSMISSIONS, VAT_REGIMES } from './enums.ts'

/**
 * One photo of a car as every answer carries it: the original, its WebP variants (about 400,
 * 800 and up to 1920 px wide) and the original's size.
 */
export const carPhotoSchema = z.object({
  id: z.number().int(),
  original: z.string(),
  large: z.string(),
  card: z.string(),
  thumbnail: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
})

export type CarPhoto = z.infer<typeof carPhotoSchema>

/** A car's cover: its first photo, or null for a car without photos. */
export const carCoverSchema = carPhotoSchema.nullable()

export type CarCover = z.infer<typeof carCoverSchema>

const coverPhoto = carCoverSchema.unwrap()

/** The cover's two variants a panel row names on their own, each null for a car without photos. */
export const coverVariantsSchema = z.object({
  /** the cover's small variant (about 400 px wide) */
  thumbnail: coverPhoto.shape.thumbnail.nullable(),
  /** the cover's card variant (about 800 px wide) */
  card: coverPhoto.shape.card.nullable(),
})

export type CoverVariants = z.infer<typeof coverVariantsSchema>

/** The row's variants of a cover (none for a car without photos). */
export function coverVariants(cover: CarCover | undefined): CoverVariants {
  return { thumbnail: cover?.thumbnail ?? null, card: cover?.card ?? null }
}

/** The fields the spec's clients read, all made from `photos` by `photoFields`. */
export const photoFieldsSchema = z.object({
  /** every photo, first = cover */
  photos: z.array(carPhotoSchema),
  /** ordered media ids, first = cover */
  selectedMediaIds: z.array(z.number().int()),
  mainImage: z.string().nullable(),
  /** large URLs, first = cover */
  images: z.array(z.string()),
  /** small URLs, same order as `images` */
  thumbnails: z.array(z.string()),
})

export type PhotoFields = z.infer<typeof photoFieldsSchema>

/** The photo fields of an answer, from the photos in order. */
export function photoFields(photos: CarPhoto[]): PhotoFields {
  return {
    photos,
    selectedMediaIds: photos.map((photo) => photo.id),
    mainImage: photos[0]?.large ?? null,
    images: photos.map((photo) => photo.large),
    thumbnails: photos.map((photo) => photo.thumbnail),
  }
}

/** A car as the API answers it (`GET /api/cars`, `/api/cars/{id}`, `/api/admin/cars/{id}`, ...). */
export const carRecordSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    brand: z.string(),
    model: z.string(),
    name: z.string(),
    year: z.number().int(),
    /** euros; 0 with `priceOnRequest` */
    price: z.number().int(),
    /** the site shows 'Prezzo su richiesta' instead of a price */
    priceOnRequest: z.boolean(),
    /** km */
    mileage: z.number().int(),
    /** CV */
    power: z.number().int(),
    fuel: z.enum(FUELS),
    transmission: z.enum(TRANSMISSIONS),
    category: z.enum(CATEGORIES),
    condition: z.enum(CONDITIONS),
    colors: z.array(z.string()),
    /** the colours joined, as the spec's single-colour field */
    color: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    /** the description for English pages; empty when the dealer wrote none (the page shows the Italian one) */
    descriptionEn: z.string(),
    /** the features for English pages; empty when the dealer wrote none */
    featuresEn: z.array(z.string()),
    youtubeVideoId: z.string().nullable(),
    /** true only while `status` is 'disponibile' */
    isAvailable: z.boolean(),
    status: z.enum(CAR_STATUSES),
    /** when the status last changed (the car's creation for a car never changed) */
    statusChangedAt: z.string(),
    /** when the car was sold; null unless `status` is 'venduta' */
    soldAt: z.string().nullable(),
    /** the price reduction the site shows now (30-day lowest before it), or null */
    priceDrop: priceDropSchema.nullable(),
    /** `YYYY-MM` */
    firstRegistration: z.string().nullable(),
    euroClass: z.enum(EURO_CLASSES).nullable(),
    /** combined (WLTP): l/100 km, or kWh/100 km for an electric car */
    consumption: z.number().nullable(),
    /** g/km (WLTP) */
    co2: z.number().int().nullable(),
    /** km, for an electric car */
    electricRange: z.number().int().nullable(),
    /** cm³ */
    displacement: z.number().int().nullable(),
    doors: z.number().int().nullable(),
    seats: z.number().int().nullable(),
    /** kg */
    kerbWeight: z.number().int().nullable(),
    previousOwners: z.number().int().nullable(),
    serviceHistory: z.boolean(),
    /** months */
    warrantyMonths: z.number().int().nullable(),
    vatRegime: z.enum(VAT_REGIMES).nullable(),
    /** computed from power and kerb weight; null when either is unknown */
    newDriverSuitable: z.boolean().nullable(),
    /** answered to the dealer only */
    plate: z.string().nullable().optional(),
    /** answered to the dealer only */
    vin: z.string().nullable().optional(),
    /** the dealer's stock code; answered to the dealer only */
    stockNumber: z.string().nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable().optional(),
    /** the first photo, answered only to a read that selects `cover` and not `photos` (a list of cards) */
    cover: carCoverSchema.optional(),
  })
  .extend(photoFieldsSchema.shape)

export type CarRecord = z.infer<typeof carRecordSchema>

/** `GET /api/cars/{id}/images`: the car's full-quality photo URLs, cover first. */
export const carImagesAnswerSchema = z.object({ images: photoFieldsSchema.shape.images })

export type CarImagesAnswer = z.infer<typeof carImagesAnswerSchema>
