import { normalizeEnum } from '../enums.ts'
import { IMPORT_ENUM_VALUES, type ImportEnumField } from './import-fields.ts'

/**
 * A number as spreadsheets and management programs write it: Italian ('12.500,00'), English
 * ('12,500.00') or plain ('12500', '5,4'), with a currency or unit around it ('€ 12.500', '85.000 km').
 * Null when it is not a number.
 */
export function readImportNumber(text: string): number | null {
  const value = text
    .replace(/\s|\u00a0/g, '')
    .replace(/^(?:€|eur|euro)/i, '')
    .replace(/(?:€|eur|euro|km|cv|kw|hp|cc|cm3|g\/km|kg|mesi)$/i, '')
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'))
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(value)) return Number(value.replace(/,/g, ''))
  if (/^\d+(?:[.,]\d+)?$/.test(value)) return Number(value.replace(',', '.'))
  return null
}

/** kW to the CV the car stores (1 kW = 1.35962 CV), rounded. */
export function kilowattsToCv(kw: number): number {
  return Math.round(kw * 1.35962)
}

const MONTH_YEAR = /^(\d{1,2})[/.-](\d{4})$/
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ].*)?$/

/** '03/2019', '15/03/2019' or '2019-03-15' as the contract's 'MM/YYYY'; null when it is none of them. */
export function readImportMonth(text: string): string | null {
  const value = text.trim()
  const monthYear = MONTH_YEAR.exec(value)
  if (monthYear) return `${monthYear[1].padStart(2, '0')}/${monthYear[2]}`
  const full = DAY_MONTH_YEAR.exec(value)
  if (full) return `${full[2].padStart(2, '0')}/${full[3]}`
  const iso = ISO_DATE.exec(value)
  if (iso) return `${iso[2].padStart(2, '0')}/${iso[1]}`
  return null
}

/** The items of a list cell: separated by semicolons, pipes or line breaks, or commas when there is none of those. */
export function splitImportList(text: string): string[] {
  const separator = /[;|\n]/.test(text) ? /[;|\n]/ : /,/
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Words programs and portals use for the enumerations, beyond the panel's own labels. */
const VALUE_WORDS: Record<ImportEnumField, Record<string, string>> = {
  fuel: {
    gasolio: 'diesel',
    diesel: 'diesel',
    petrol: 'benzina',
    gasoline: 'benzina',
    'benzina senza piombo': 'benzina',
    elettrico: 'elettrica',
    electric: 'elettrica',
    ibrido: 'ibrida',
    hybrid: 'ibrida',
    'ibrido benzina': 'ibrida',
    'ibrida benzina': 'ibrida',
    'ibrido diesel': 'ibrida',
    'ibrida diesel': 'ibrida',
    'plug-in hybrid': 'ibrida',
    'ibrido plug-in': 'ibrida',
    'benzina/gpl': 'gpl',
    'benzina gpl': 'gpl',
    lpg: 'gpl',
    'benzina/metano': 'metano',
    'benzina metano': 'metano',
    cng: 'metano',
  },
  transmission: {
    automatico: 'automatica',
    automatic: 'automatica',
    auto: 'automatica',
    manual: 'manuale',
    meccanico: 'manuale',
    sequenziale: 'semiautomatica',
    'semi-automatic': 'semiautomatica',
    semiautomatico: 'semiautomatica',
  },
  category: {
    'station wagon': 'station-wagon',
    sw: 'station-wagon',
    estate: 'station-wagon',
    sedan: 'berlina',
    hatchback: 'berlina',
    'fuoristrada/suv': 'suv',
    fuoristrada: 'suv',
    crossover: 'suv',
    convertible: 'cabriolet',
    spider: 'cabriolet',
    'city car': 'city-car',
    utilitaria: 'city-car',
    mpv: 'monovolume',
    'sports car': 'sportiva',
  },
  condition: {
    usato: 'usata',
    used: 'usata',
    nuovo: 'nuova',
    new: 'nuova',
    'km zero': 'km0',
    'km 0': 'km0',
    'zero km': 'km0',
    aziendale: 'usata',
  },
  euroClass: { 'euro 6d temp': 'euro6d-temp', 'euro 6 d': 'euro6d', 'euro 6d-temp': 'euro6d-temp' },
  vatRegime: {
    'iva esposta': 'esposta',
    esposta: 'esposta',
    detraibile: 'esposta',
    margine: 'margine',
    'non esposta': 'margine',
  },
}

/** The stored value suggested for a value of the file, or null when none fits (the dealer picks one). */
export function suggestEnumValue(field: ImportEnumField, fileValue: string): string | null {
  const key = fileValue.trim().toLowerCase().replace(/\s+/g, ' ')
  const word = VALUE_WORDS[field][key]
  if (word) return word
  return (
    normalizeEnum(key, IMPORT_ENUM_VALUES[field]) ?? normalizeEnum(key.replace(/\s/g, ''), IMPORT_ENUM_VALUES[field])
  )
}

/** For each enumeration: value of the file → stored value, or null for "not mapped yet". */
export type ImportValueMap = Partial<Record<ImportEnumField, Record<string, string | null>>>
