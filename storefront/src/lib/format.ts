import type { Language } from './language'

const numberLocales = { it: 'it-IT', en: 'en-GB' } as const

// `useGrouping: 'always'` because Italian CLDR data leaves four-digit numbers ungrouped.
const integerFormats: Record<Language, Intl.NumberFormat> = {
  it: new Intl.NumberFormat(numberLocales.it, { maximumFractionDigits: 0, useGrouping: 'always' }),
  en: new Intl.NumberFormat(numberLocales.en, { maximumFractionDigits: 0, useGrouping: 'always' }),
}

// Each language writes the euro sign its own way: Italian dealers put it first with a space
// ('€ 23.900', not CLDR's '23.900 €'), English readers expect it attached ('€23,900').
const euroPrefixes: Record<Language, string> = { it: '€ ', en: '€' }

/** `23900` → `€ 23.900` in Italian, `€23,900` in English */
export function formatPrice(euros: number, language: Language): string {
  return `${euroPrefixes[language]}${integerFormats[language].format(euros)}`
}

/** `5.4` → `5,4` in Italian, `5.4` in English; whole numbers grouped (`1.995`, `1,995`). */
export function formatNumber(value: number, language: Language, decimals = 0): string {
  if (decimals === 0) return integerFormats[language].format(value)
  return new Intl.NumberFormat(numberLocales[language], {
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value)
}

/** `2021-03` → `03/2021`, as a registration certificate writes it in either language. */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-')
  return `${month}/${year}`
}

/** `45000` → `45.000 km` in Italian, `45,000 km` in English (km in both, see the design) */
export function formatMileage(km: number, language: Language): string {
  return `${integerFormats[language].format(km)} km`
}

const dateLocales = { it: 'it-IT', en: 'en-GB' } as const

/** `21/11/2026`: the day, as the dealer's customers write it, in the dealer's time zone. */
export function formatDate(date: Date, language: keyof typeof dateLocales): string {
  return date.toLocaleDateString(dateLocales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  })
}
