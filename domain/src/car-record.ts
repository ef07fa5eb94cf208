import { z } from 'zod'

import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS } from './enums.ts'

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
    /** euros */
    price: z.number().int(),
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
    youtubeVideoId: z.string().nullable(),
    isAvailable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable().optional(),
    /** the first photo, answered only to a read that selects `cover` and not `photos` (a list of cards) */
    cover: carPhotoSchema.nullable().optional(),
  })
  .extend(photoFieldsSchema.shape)

export type CarRecord = z.infer<typeof carRecordSchema>
