import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { poolOf } from '../lib/database'

/** A pg pool or a client checked out of it. */
export interface Queryable {
  query: (query: { name?: string; text: string; values?: unknown[] }) => Promise<{ rows: unknown[] }>
}

/**
 * Held shared by every photo save until its transaction ends, and exclusively
 * by the orphan sweep while it removes files: the sweep never removes a file
 * whose record is being written, even when a new photo reuses an old name.
 */
export const PHOTO_FILES_LOCK = `hashtext('autosalone.photo-files')`

/** The media columns that name a file: the original's and each variant's, each with its own index. */
function fileNameColumns(payload: Payload): string[] {
  const upload = payload.collections.media.config.upload
  const sizes = typeof upload === 'object' ? (upload.imageSizes ?? []) : []
  const columns = ['filename', ...sizes.map((size) => `sizes_${size.name}_filename`)]
  const unsafe = columns.find((column) => !/^[a-z0-9_]+$/.test(column))
  if (unsafe) throw new Error(`Unexpected media column name ${unsafe}`)
  return columns
}

export interface PhotoRecords {
  pool: PostgresAdapter['pool']
  /** True when a catalogue photo's record names the file, as its original or as a variant (served at /uploads). */
  has: (name: string) => Promise<boolean>
  /** The ones among `names` that a media record names; ask in chunks of a few hundred. */
  recorded: (names: string[], db?: Queryable) => Promise<Set<string>>
}

export function photoRecords(payload: Payload): PhotoRecords {
  const pool = poolOf(payload)
  const columns = fileNameColumns(payload)
  // Served publicly: a visitor's trade-in photos are recorded too, but only the panel shows them;
  // a photo in the trash keeps its files (for the sweep it is recorded) but is not served.
  const one = `select exists(${columns.map((column) => `select 1 from media where ${column} = $1 and lead_id is null and deleted_at is null`).join(' union all ')}) as recorded`
  const many = columns
    .map((column) => `select ${column} as name from media where ${column} = any($1::text[])`)
    .join(' union ')

  return {
    pool,
    has: async (name) => {
      const { rows } = await pool.query<{ recorded: boolean }>({
        name: 'photo-file-recorded',
        text: one,
        values: [name],
      })
      return rows[0]?.recorded === true
    },
    recorded: async (names, db = pool) => {
      if (names.length === 0) return new Set()
      const { rows } = await db.query({ name: 'photo-files-recorded', text: many, values: [names] })
      return new Set((rows as { name: string }[]).map((row) => row.name))
    },
  }
}
