import type { ClientBase } from 'pg'

import type { ArchivedTable, Checksums } from './manifest'

/** Rows fetched at a time from a table's cursor, and the text gathered before a part is written. */
const FETCH_ROWS = 500
const PART_BYTES = 1024 * 1024

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Opens the snapshot every later read sees: one REPEATABLE READ, READ ONLY transaction, so
 * tables read minutes apart still show the same instant, while writes go on beside it (a
 * reader takes no lock that blocks them).
 */
export async function beginSnapshot(client: ClientBase): Promise<void> {
  await client.query('begin isolation level repeatable read read only')
  // The first query fixes the snapshot; every table is then read as of this moment.
  await client.query('select 1')
}

/** Every table of the schema, from the catalogue: tables added by later migrations are included by themselves. */
export async function listTables(client: ClientBase): Promise<ArchivedTable[]> {
  const { rows } = await client.query<{ table: string; column: string; type: string }>(`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname, a.attnum`)
  const tables = new Map<string, ArchivedTable>()
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] }
    table.columns.push({ name: row.column, type: row.type })
    tables.set(row.table, table)
  }
  const unsafe = [...tables.keys()].find((name) => !/^[a-z0-9_]+$/.test(name))
  if (unsafe) throw new Error(`Unexpected table name ${unsafe}`)
  return [...tables.values()]
}

/**
 * A table's rows as NDJSON parts of about PART_BYTES: each line is a JSON array of the
 * columns' text forms (null for NULL), which PostgreSQL reads back into the same values
 * whatever the type (numbers, dates, enums, arrays, jsonb). PostgreSQL does the encoding;
 * the cursor keeps memory to one fetch.
 */
export async function* tableParts(client: ClientBase, table: ArchivedTable): AsyncGenerator<Buffer> {
  const values = table.columns.map((column) => `${quote(column.name)}::text`).join(', ')
  const cursor = `backup_${table.name}`
  await client.query(
    `declare ${quote(cursor)} no scroll cursor for select to_json(array[${values}])::text as line from ${quote(table.name)}`,
  )
  let lines: string[] = []
  let bytes = 0
  for (;;) {
    const { rows } = await client.query<{ line: string }>(`fetch ${FETCH_ROWS} from ${quote(cursor)}`)
    for (const { line } of rows) {
      lines.push(line)
      bytes += Buffer.byteLength(line) + 1
    }
    if (bytes >= PART_BYTES || (rows.length < FETCH_ROWS && lines.length > 0)) {
      yield Buffer.from(lines.join('\n') + '\n')
      lines = []
      bytes = 0
    }
    if (rows.length < FETCH_ROWS) break
  }
  await client.query(`close ${quote(cursor)}`)
}

/**
 * Every sequence's position, read last: sequences ignore transactions, so a value read now is
 * at least any id the snapshot's rows hold, and a restored site never hands out an id twice.
 */
export async function readSequences(client: ClientBase): Promise<Checksums['sequences']> {
  const { rows: names } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`)
  const sequences: Checksums['sequences'] = []
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quote(name)}`,
    )
    sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called })
  }
  return sequences
}

/** The file names the snapshot's photo records hold (originals and every variant). */
export async function recordedPhotoFiles(client: ClientBase): Promise<string[]> {
  const { rows: columns } = await client.query<{ column: string }>(`
    select a.attname as column from pg_attribute a
    where a.attrelid = to_regclass('media') and a.attnum > 0 and not a.attisdropped
      and (a.attname = 'filename' or a.attname like 'sizes\\_%\\_filename')`)
  if (columns.length === 0) return []
  const select = columns.map(({ column }) => `select ${quote(column)} as name from media`).join(' union ')
  const { rows } = await client.query<{ name: string | null }>(
    `select name from (${select}) as names where name is not null order by name`,
  )
  return rows.map((row) => row.name!)
}

/** The migrations the snapshot's database has run, oldest first (a dev push, batch -1, is not a migration). */
export async function migrationNames(client: ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select name from payload_migrations where batch is distinct from -1 order by id`,
  )
  return rows.map((row) => row.name)
}
