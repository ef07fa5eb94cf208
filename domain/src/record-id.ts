/** The largest id a PostgreSQL `serial` column holds. */
const MAX_RECORD_ID = 2_147_483_647

/**
 * Reads a record id as a client wrote it (path segment, JSON number or text).
 * Only a positive whole number written plainly counts: `1 OR 1=1`, `1.5`, `1e3`,
 * ` 7`, `-1` and `0x1` are not ids, and neither is anything the database column
 * could not hold.
 */
export function parseRecordId(value: unknown): number | null {
  let id: number
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) id = Number(value)
  else return null
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : null
}
