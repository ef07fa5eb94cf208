import { z } from 'zod'

/** One stored size of a photo (`card`, `thumbnail`, …); null where the upload did not make it. */
export const mediaVariantSchema = z.object({
  url: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
})

export type MediaVariant = z.infer<typeof mediaVariantSchema>

/** A photo of the shared library as the panel reads it (upload, restore, and each row of the lists below). */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  filename: z.string().nullable(),
  originalFilename: z.string().nullable(),
  /** bytes */
  fileSize: z.number().nullable(),
  mimeType: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string().nullable(),
  url: z.string().nullable(),
  thumbnailURL: z.string().nullable(),
  sizes: z.record(z.string(), mediaVariantSchema),
  /** ISO date of the upload */
  createdAt: z.string(),
})

export type MediaItem = z.infer<typeof mediaItemSchema>

/** `GET /api/admin/media`: the library, newest first, each photo with the cars on the site that use it. */
export const mediaListAnswerSchema = z.object({
  docs: z.array(mediaItemSchema.extend({ usedBy: z.array(z.object({ id: z.number().int(), name: z.string() })) })),
})

export type MediaListItem = MediaListAnswer['docs'][number]
export type MediaListAnswer = z.infer<typeof mediaListAnswerSchema>

/** `GET /api/admin/media/trash`: the deleted photos, when each was deleted and goes for good, the cars it was taken off. */
export const mediaTrashAnswerSchema = z.object({
  docs: z.array(
    mediaItemSchema.extend({
      deletedAt: z.string(),
      purgeAt: z.string(),
      detachedFrom: z.array(z.number().int()),
    }),
  ),
})

export type MediaTrashAnswer = z.infer<typeof mediaTrashAnswerSchema>
export type TrashedPhoto = MediaTrashAnswer['docs'][number]
