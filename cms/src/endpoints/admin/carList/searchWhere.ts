import { FUELS, FUEL_LABELS, type Fuel } from '@autosalone/domain/enums'
import { searchWords } from '@autosalone/domain/admin-car-list/list-query'
import type { Where } from 'payload'

/** The text fields a word of the search may be part of (case aside). */
const TEXT_FIELDS = ['brand', 'model', 'name', 'plate', 'vin'] as const

/** Lower case without accents, so 'elettrica' and 'Elettrica' name the same fuel. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The fuels a word names: the start of a stored value or of its Italian or English label ('elett', 'GPL', 'hybrid'). */
export function fuelsNamedBy(word: string): Fuel[] {
  const wanted = folded(word)
  if (wanted.length < 3) return []
  return FUELS.filter((fuel) =>
    [fuel, FUEL_LABELS[fuel].it, FUEL_LABELS[fuel].en].some((name) => folded(name).startsWith(wanted)),
  )
}

/** A whole number as a person types it in a search: '2019', '14500', '14.500', '14.500€'. */
export function numberIn(word: string): number | null {
  const digits = word.replace(/€$/, '')
  if (!/^\d{1,3}(\.\d{3})+$|^\d{1,9}$/.test(digits)) return null
  return Number(digits.replaceAll('.', ''))
}

/** The conditions one word asks: part of a name, plate or VIN, the year, the price or the fuel. */
function wordWhere(word: string): Where {
  const anyOf: Where[] = TEXT_FIELDS.map((field) => ({ [field]: { contains: word } }))
  const number = numberIn(word)
  if (number !== null) anyOf.push({ year: { equals: number } }, { price: { equals: number } })
  const fuels = fuelsNamedBy(word)
  if (fuels.length > 0) anyOf.push({ fuel: { in: fuels } })
  return { or: anyOf }
}

/** Every word of the search must be found in the car (in any of its fields). */
export function searchWhere(q: string): Where[] {
  return searchWords(q).map(wordWhere)
}
