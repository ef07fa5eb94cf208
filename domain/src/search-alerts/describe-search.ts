import { CATEGORY_LABELS, CONDITION_LABELS, EURO_CLASS_LABELS, FUEL_LABELS, TRANSMISSION_LABELS } from '../enums'
import type { InventoryFilters } from '../inventory-filters'

type Language = 'it' | 'en'

const WORDS = {
  it: {
    car: 'auto',
    anyCar: 'qualsiasi auto',
    under: (price: string) => `sotto ${price}`,
    from: (price: string) => `da ${price}`,
    between: (low: string, high: string) => `tra ${low} e ${high}`,
    yearFrom: (year: number) => `dal ${year}`,
    yearTo: (year: number) => `fino al ${year}`,
    power: (cv: number) => `da ${cv} CV`,
    euro: (label: string) => `almeno ${label}`,
    newDrivers: 'per neopatentati',
    vatShown: 'con IVA esposta',
    onlyAvailable: 'solo disponibili',
  },
  en: {
    car: 'cars',
    anyCar: 'any car',
    under: (price: string) => `under ${price}`,
    from: (price: string) => `from ${price}`,
    between: (low: string, high: string) => `between ${low} and ${high}`,
    yearFrom: (year: number) => `from ${year}`,
    yearTo: (year: number) => `up to ${year}`,
    power: (cv: number) => `from ${cv} CV`,
    euro: (label: string) => `at least ${label}`,
    newDrivers: 'for new drivers',
    vatShown: 'with VAT shown',
    onlyAvailable: 'available only',
  },
} as const

/** An amount in whole euros as the site writes it ('20.000 €', '€20,000'), with plain spaces for e-mails' text. */
export const euros = (language: Language, amount: number) =>
  new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    // Italian leaves four-digit amounts ungrouped by default; prices read better as 8.000 €.
    useGrouping: 'always',
  })
    .format(amount)
    .replace(/\u00a0/g, ' ')

/** A label inside a phrase: lower case, except acronyms (SUV, GPL) and names. */
const inPhrase = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase())

/**
 * A saved search in words, from the same labels the site shows: 'SUV diesel sotto 20.000 €'.
 * What the car is comes first (its body, make and model), then what it runs on, then the bounds.
 */
export function describeSearch(filters: InventoryFilters, language: Language): string {
  const words = WORDS[language]
  const label = (labels: Record<string, { it: string; en: string }>, value: string | undefined) =>
    value ? labels[value]?.[language] : undefined
  const category = label(CATEGORY_LABELS, filters.category)
  const makeAndModel = [filters.brand, filters.model].filter(Boolean).join(' ')
  const what = [category, makeAndModel].filter(Boolean).join(' ')
  const parts: string[] = [what || (Object.keys(filters).length === 0 ? words.anyCar : words.car)]
  for (const [labels, value] of [
    [CONDITION_LABELS, filters.condition],
    [FUEL_LABELS, filters.fuel],
    [TRANSMISSION_LABELS, filters.transmission],
  ] as const) {
    const text = label(labels, value)
    if (text) parts.push(inPhrase(text))
  }
  const { minPrice, maxPrice, minYear, maxYear } = filters
  if (minPrice !== undefined && maxPrice !== undefined) {
    parts.push(words.between(euros(language, minPrice), euros(language, maxPrice)))
  } else if (maxPrice !== undefined) parts.push(words.under(euros(language, maxPrice)))
  else if (minPrice !== undefined) parts.push(words.from(euros(language, minPrice)))
  if (minYear !== undefined) parts.push(words.yearFrom(minYear))
  if (maxYear !== undefined) parts.push(words.yearTo(maxYear))
  if (filters.minPower !== undefined) parts.push(words.power(filters.minPower))
  const euro = label(EURO_CLASS_LABELS, filters.minEuroClass)
  if (euro) parts.push(words.euro(euro))
  if (filters.newDrivers) parts.push(words.newDrivers)
  if (filters.vatShown) parts.push(words.vatShown)
  if (filters.onlyAvailable) parts.push(words.onlyAvailable)
  return parts.join(' ')
}
