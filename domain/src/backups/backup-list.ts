import { z } from 'zod'

/** One kept backup archive, as `GET /api/admin/backups` lists it. */
export const backupArchive = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
})
export type BackupArchive = z.infer<typeof backupArchive>

/** `GET /api/admin/backups`: the kept archives, newest first, and where they are kept. */
export const backupListAnswer = z.object({
  storage: z.enum(['local', 's3']),
  docs: z.array(backupArchive),
})
export type BackupListAnswer = z.infer<typeof backupListAnswer>
