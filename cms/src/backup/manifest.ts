import { z } from 'zod'

/**
 * What a backup archive holds, written first (`manifest.json`): enough for a restore to
 * decide, before touching anything, whether this code can rebuild the site. What is only
 * known once everything is read (row counts, photo checksums) is in `checksums.json`, the
 * archive's last entry. See docs/decisions/035-backups.md.
 */
export const ARCHIVE_FORMAT = 'autosalone-backup'
export const ARCHIVE_VERSION = 1

export const MANIFEST_ENTRY = 'manifest.json'
export const CHECKSUMS_ENTRY = 'checksums.json'
export const tablePartEntry = (table: string, part: number) =>
  `database/${table}/${String(part).padStart(6, '0')}.ndjson`
export const photoEntry = (name: string) => `photos/${name}`

const tableSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]+$/),
  /** Each column with its type as PostgreSQL writes it; rows hold every value in its text form. */
  columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })),
})
export type ArchivedTable = z.infer<typeof tableSchema>

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.string(),
  /** The migrations that had run on the database, in order: the schema the rows belong to. */
  migrations: z.array(z.string()),
  tables: z.array(tableSchema),
  photos: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local') }),
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
})
export type Manifest = z.infer<typeof manifestSchema>

export const checksumsSchema = z.object({
  rows: z.record(z.string(), z.number().int().nonnegative()),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  /** Local photo files, each archived under photos/<name>. */
  files: z.array(z.object({ name: z.string(), size: z.number().int(), sha256: z.string() })),
  /** Photo files a record named but that were gone when the files were read (deleted for good since). */
  missingFiles: z.array(z.string()),
  /** Photos kept in S3: not copied, listed with the checksum the store gives (its ETag). */
  objects: z.array(z.object({ key: z.string(), size: z.number().int(), etag: z.string() })),
})
export type Checksums = z.infer<typeof checksumsSchema>
