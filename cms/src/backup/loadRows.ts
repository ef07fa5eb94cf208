import type { PoolClient } from 'pg'

import { createSecretsTable } from '../boot/startupLock'
import type { ArchivedTable, Checksums } from './manifest'
import { listTables } from './readSnapshot'

/** Rows inserted per statement: one array parameter per column, so the statement stays small. */
const INSERT_ROWS = 500

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

interface ForeignKey {
  table: string
  name: string
  definition: string
}

/**
 * Loads an archive's rows into the schema the migrations built, inside the caller's
 * transaction. Foreign keys are dropped for the load and added back at the end (PostgreSQL
 * checks every row then), and user triggers are off meanwhile: the order of the tables in the
 * archive does not matter, no superuser right is needed, and a row that breaks a constraint
 * fails the whole restore instead of leaving a half-loaded site.
 */
export async function openRowLoader(client: PoolClient, archived: ArchivedTable[]) {
  // The server makes this table itself before Payload starts; the migrations do not.
  await client.query(createSecretsTable)
  const present = new Map((await listTables(client)).map((table) => [table.name, table]))
  for (const table of archived) {
    const target = present.get(table.name)
    if (!target) throw new Error(`The archive holds table ${table.name}, which this release's migrations do not create`)
    const missing = table.columns.find((column) => !target.columns.some((known) => known.name === column.name))
    if (missing) throw new Error(`The archive holds column ${table.name}.${missing.name}, which the schema lacks`)
  }

  const { rows: foreignKeys } = await client.query<ForeignKey>(`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = current_schema()`)
  for (const key of foreignKeys) await client.query(`alter table ${key.table} drop constraint ${quote(key.name)}`)
  const tables = [...present.keys()].map(quote)
  for (const table of tables) await client.query(`alter table ${table} disable trigger user`)
  // What the migrations wrote (their own record, seeded rows) gives way to the archive's rows.
  if (tables.length > 0) await client.query(`truncate table ${tables.join(', ')}`)

  const loaded: Record<string, number> = {}
  const statements = new Map<string, string>()
  const insertFor = (table: ArchivedTable) => {
    let text = statements.get(table.name)
    if (!text) {
      const types = new Map(present.get(table.name)!.columns.map((column) => [column.name, column.type]))
      const names = table.columns.map((column) => quote(column.name))
      const arrays = table.columns.map((_column, index) => `$${index + 1}::text[]`)
      const casts = table.columns.map((column, index) => `v${index}::${types.get(column.name)}`)
      text =
        `insert into ${quote(table.name)} (${names.join(', ')}) overriding system value ` +
        `select ${casts.join(', ')} from unnest(${arrays.join(', ')}) as u(${table.columns.map((_c, i) => `v${i}`).join(', ')})`
      statements.set(table.name, text)
    }
    return text
  }
  const insert = async (table: ArchivedTable, rows: (string | null)[][]) => {
    const columns = table.columns.map((_column, index) => rows.map((row) => row[index] ?? null))
    await client.query(insertFor(table), columns)
    loaded[table.name] = (loaded[table.name] ?? 0) + rows.length
  }

  return {
    /** One NDJSON part of a table, as the backup wrote it. */
    loadPart: async (table: ArchivedTable, part: Buffer) => {
      let batch: (string | null)[][] = []
      for (const line of part.toString('utf8').split('\n')) {
        if (line === '') continue
        const row = JSON.parse(line) as (string | null)[]
        if (!Array.isArray(row) || row.length !== table.columns.length)
          throw new Error(`A row of ${table.name} does not match the archive's columns`)
        batch.push(row)
        if (batch.length === INSERT_ROWS) {
          await insert(table, batch)
          batch = []
        }
      }
      if (batch.length > 0) await insert(table, batch)
    },
    /** Checks the counts, sets the sequences, puts the keys and triggers back. */
    finish: async (checksums: Checksums) => {
      for (const [table, count] of Object.entries(checksums.rows)) {
        if ((loaded[table] ?? 0) !== count)
          throw new Error(`Table ${table}: the archive lists ${count} rows, ${loaded[table] ?? 0} were found`)
      }
      for (const sequence of checksums.sequences) {
        await client.query('select setval(to_regclass($1), $2::bigint, $3) where to_regclass($1) is not null', [
          quote(sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ])
      }
      for (const key of foreignKeys)
        await client.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`)
      for (const table of tables) await client.query(`alter table ${table} enable trigger user`)
      // A job that was running when the backup was taken runs again on the restored site.
      if (present.get('payload_jobs')?.columns.some((column) => column.name === 'processing'))
        await client.query('update payload_jobs set processing = false where processing')
    },
  }
}
