import { parseCarInput, REQUIRED_CAR_FIELDS } from '../car-input.ts'
import type { CarInput } from '../car-input-schema.ts'
import { isBlank } from '../car-input-values.ts'
import {
  IMPORT_ENUM_FIELDS,
  importFieldLabel,
  MATCH_KEYS,
  type ImportEnumField,
  type ImportField,
  type ImportMapping,
  type MatchKey,
} from './import-fields.ts'
import {
  kilowattsToCv,
  readImportMonth,
  readImportNumber,
  splitImportList,
  suggestEnumValue,
  type ImportValueMap,
} from './import-values.ts'

/** The number of a data row as the dealer sees it in the spreadsheet: the header is row 1. */
export const fileRowNumber = (index: number) => index + 2

const INTEGER_FIELDS = new Set<ImportField>([
  'year',
  'price',
  'mileage',
  'power',
  'co2',
  'electricRange',
  'displacement',
  'doors',
  'seats',
  'kerbWeight',
  'previousOwners',
  'warrantyMonths',
])
const FEMININE = new Set([
  'targa',
  'potenza',
  'potenza (kW)',
  'cilindrata',
  'classe euro',
  'prima immatricolazione',
  'condizione',
  'categoria',
  'trasmissione',
  'massa a vuoto',
  'garanzia',
  'autonomia',
  'foto',
])

/** 'riga 14: prezzo non valido "12,5k"' */
export function invalidValueMessage(row: number, field: ImportField, raw: string): string {
  const label = importFieldLabel(field)
  return `riga ${row}: ${label} ${FEMININE.has(label) ? 'non valida' : 'non valido'} ${JSON.stringify(raw.slice(0, 80))}`
}

export interface ImportRow {
  /** the row's number in the file */
  row: number
  /** the car fields the row gives, checked by the contract (partially: an update needs only what it changes) */
  input: CarInput
  /** the row's VIN, plate and stock code as the contract stores them */
  keys: Partial<Record<MatchKey, string>>
  photoUrls: string[]
  /** the fields whose value the row gives but that cannot be read */
  invalid: string[]
  /** every problem of the row, each beginning 'riga N:' */
  messages: string[]
}

function cell(cells: string[], mapping: ImportMapping, field: ImportField): string {
  const column = mapping[field]
  return typeof column === 'number' ? (cells[column] ?? '').trim() : ''
}

/** The row's cells as contract values: numbers and dates read the Italian way, enumerations through the value table. */
function convert(cells: string[], mapping: ImportMapping, valueMap: ImportValueMap, row: number) {
  const values: Record<string, unknown> = {}
  const messages: string[] = []
  const invalid: string[] = []
  const set = (field: ImportField, raw: string, value: unknown) => {
    if (value !== null) values[field] = value
    else {
      messages.push(invalidValueMessage(row, field, raw))
      invalid.push(field === 'powerKw' ? 'power' : field)
    }
  }
  for (const field of Object.keys(mapping) as ImportField[]) {
    const raw = cell(cells, mapping, field)
    if (raw === '' || field === 'version' || field === 'photoUrls' || field === 'powerKw') continue
    if (INTEGER_FIELDS.has(field)) {
      const number = readImportNumber(raw)
      set(field, raw, number === null ? null : Math.round(number))
    } else if (field === 'consumption') set(field, raw, readImportNumber(raw))
    else if (field === 'firstRegistration') set(field, raw, readImportMonth(raw))
    else if ((IMPORT_ENUM_FIELDS as readonly string[]).includes(field)) {
      const enumField = field as ImportEnumField
      const mapped = valueMap[enumField]?.[raw]
      set(field, raw, mapped === undefined ? suggestEnumValue(enumField, raw) : mapped)
    } else if (field === 'colors' || field === 'features') values[field] = splitImportList(raw)
    else values[field] = raw
  }
  const kw = cell(cells, mapping, 'powerKw')
  if (kw && values.power === undefined) {
    const number = readImportNumber(kw)
    set('powerKw', kw, number === null ? null : kilowattsToCv(number))
    if (number !== null) values.power = kilowattsToCv(number)
  }
  if (values.year === undefined && typeof values.firstRegistration === 'string') {
    values.year = Number(values.firstRegistration.slice(-4))
  }
  if (isBlank(values.name ?? null)) {
    const name = [values.brand, values.model, cell(cells, mapping, 'version')]
      .filter((part) => typeof part === 'string' && part)
      .join(' ')
    if (name) values.name = name
  }
  delete values.powerKw
  return { values, messages, invalid }
}

/**
 * One row of the file read with the dealer's mapping and value table, then checked by the car
 * contract: the messages say, in Italian and with the row's number, everything the form would refuse.
 */
export function readImportRow(
  cells: string[],
  index: number,
  mapping: ImportMapping,
  valueMap: ImportValueMap,
): ImportRow {
  const row = fileRowNumber(index)
  const { values, messages, invalid } = convert(cells, mapping, valueMap, row)
  const parsed = parseCarInput(values, { partial: true })
  let input: CarInput = parsed.ok ? parsed.value : {}
  if (!parsed.ok) {
    messages.push(...parsed.errors.map((error) => `riga ${row}: ${error.message}`))
    // The row is refused; its valid fields are still read, so it is matched and its other problems told.
    for (const error of parsed.errors) {
      delete values[error.field]
      invalid.push(error.field)
    }
    const rest = parseCarInput(values, { partial: true })
    if (rest.ok) input = rest.value
  }
  const keys: Partial<Record<MatchKey, string>> = {}
  for (const key of MATCH_KEYS) {
    const value = input[key]
    if (typeof value === 'string' && value) keys[key] = value
  }
  const photoUrls = cell(cells, mapping, 'photoUrls')
    .split(/[\s,;|]+/)
    .filter(Boolean)
  return { row, input, keys, photoUrls, invalid, messages }
}

/** The messages of the required fields a new car lacks (a value already said to be unreadable is not missing too). */
export function missingForNewCar({ row, input, invalid }: ImportRow): string[] {
  return REQUIRED_CAR_FIELDS.filter((field) => isBlank(input[field] ?? null) && !invalid.includes(field)).map(
    (field) => `riga ${row}: ${importFieldLabel(field)} mancante`,
  )
}

/** The fields of `input` whose value differs from the car's. */
export function changedFields(car: Record<string, unknown>, input: CarInput): (keyof CarInput)[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  return (Object.keys(input) as (keyof CarInput)[]).filter(
    (field) => field !== 'selectedMediaIds' && field !== 'existingImages' && !same(car[field], input[field]),
  )
}
