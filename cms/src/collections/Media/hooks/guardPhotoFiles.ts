import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { PHOTO_FILES_LOCK } from '../../../photoFiles/photoRecords'
import { sqlFor } from '../../../lib/database'

type FileData = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | null> | null }

/** The files a request's photo saves wrote, noted so a save that fails can remove them. */
export function photoFilesWrittenBy(req: PayloadRequest): string[] {
  const noted = req.context.photoFilesWritten
  return Array.isArray(noted) ? (noted as string[]) : []
}

/**
 * Runs before Payload writes a photo's files. It takes the photo-files lock
 * (shared) for the rest of the save's transaction, so the orphan sweep waits
 * until the record is committed or rolled back, and notes the file names.
 */
export const guardPhotoFiles: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!req.file) return data
  const file = data as FileData
  const names = [file.filename, ...Object.values(file.sizes ?? {}).map((size) => size?.filename)]
  req.context.photoFilesWritten = [
    ...photoFilesWrittenBy(req),
    ...names.filter((name): name is string => Boolean(name)),
  ]

  await (await sqlFor(req)).execute(sql.raw(`select pg_advisory_xact_lock_shared(${PHOTO_FILES_LOCK})`))
  return data
}
