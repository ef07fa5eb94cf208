import { parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import iconv from 'iconv-lite'
import { APIError } from 'payload'

import { IMPORT_LIMITS } from '@autosalone/domain/imports/import-api'
import { inspectArchive } from './photoArchive'

export interface Spreadsheet {
  columns: string[]
  rows: string[][]
}

const refuse = (message: string) => new APIError(message, 400, null, true)
const TOO_MANY_ROWS = `Il file ha più di ${IMPORT_LIMITS.rows.toLocaleString('it-IT')} righe: dividilo in più file.`
/** An .xlsx is a ZIP: what it inflates to is bounded before exceljs reads it. */
const XLSX_INFLATED_BYTES = 200 * 1024 * 1024

/** UTF-8 when the bytes are valid UTF-8 (with or without BOM), else Windows-1252 as Italian Excel saves CSV. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data)
  } catch {
    return iconv.decode(data, 'win1252')
  }
}

/** The separator of the header line: the one of semicolon, comma and tab it has most of. */
function guessDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const counts = [';', ',', '\t'].map((separator) => ({ separator, count: header.split(separator).length }))
  return counts.sort((a, b) => b.count - a.count)[0].separator
}

async function readCsv(data: Buffer): Promise<string[][]> {
  const text = decodeText(data)
  const parser = parse({
    delimiter: guessDelimiter(text),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: 1024 * 1024,
    to: IMPORT_LIMITS.rows + 2,
  })
  const records: string[][] = []
  parser.end(text)
  try {
    // Read as a stream so a large file is parsed in slices, never holding the event loop for long.
    for await (const record of parser) records.push(record as string[])
  } catch (error) {
    throw refuse(`CSV non leggibile: ${(error as Error).message.slice(0, 200)}`)
  }
  return records
}

/** A cell as the dealer sees it: dates as 'DD/MM/YYYY', formulas by their result, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    const day = String(value.getUTCDate()).padStart(2, '0')
    const month = String(value.getUTCMonth() + 1).padStart(2, '0')
    return `${day}/${month}/${value.getUTCFullYear()}`
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result)
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return String(value.text)
    if ('error' in value) return ''
    return ''
  }
  return String(value)
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const inflated = await inspectArchive({ buffer: data }, { maxEntries: 1000, maxInflatedBytes: XLSX_INFLATED_BYTES })
  if (!inflated.ok) throw refuse(`File Excel non valido: ${inflated.message}`)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer)
  } catch {
    throw refuse('File Excel non leggibile: salvalo di nuovo come .xlsx o esportalo in CSV.')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw refuse('Il file Excel non ha fogli.')
  if (sheet.rowCount > IMPORT_LIMITS.rows + 1) throw refuse(TOO_MANY_ROWS)
  const records: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    const values = row.values as ExcelJS.CellValue[]
    // exceljs numbers columns from 1: index 0 is always empty.
    for (let column = 1; column < values.length && column <= IMPORT_LIMITS.columns; column++) {
      cells.push(cellText(values[column]))
    }
    records.push(cells)
  })
  return records
}

/**
 * The header and the rows of a CSV (semicolon, comma or tab; UTF-8 or Windows-1252) or XLSX file,
 * every cell as text, trailing empty rows dropped. Refused with a 400 past the bounds.
 */
export async function readSpreadsheet(name: string, data: Buffer): Promise<Spreadsheet> {
  const isXlsx = /\.xlsx$/i.test(name) || data.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))
  const records = isXlsx ? await readXlsx(data) : await readCsv(data)
  const nonEmpty = records.filter((record) => record.some((value) => value.trim() !== ''))
  const [header, ...rows] = nonEmpty
  if (!header) throw refuse('Il file è vuoto: servono una riga di intestazione e almeno una riga di dati.')
  if (rows.length > IMPORT_LIMITS.rows) throw refuse(TOO_MANY_ROWS)
  if (header.length > IMPORT_LIMITS.columns) throw refuse(`Il file ha più di ${IMPORT_LIMITS.columns} colonne.`)
  if (rows.length === 0) throw refuse('Il file non ha righe di dati sotto l’intestazione.')
  const columns = header.map((value, index) => value.trim() || `Colonna ${index + 1}`)
  return { columns, rows: rows.map((row) => columns.map((_, index) => (row[index] ?? '').trim())) }
}
