import type { Language } from './language'

/**
 * Numbers are written by hand, the two languages' separators being all there is to it: a page's
 * first `Intl.NumberFormat` makes the browser load its number data, tens of milliseconds of a
 * phone's main thread in the middle of the app's start (every card's price goes through here).
 * Grouping is always on, as Italian CLDR data would leave four-digit numbers ungrouped.
 */
const separators: Record<Language, { thousands: string; decimal: string }> = {
  it: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
}

/**
 * `value` with at most `decimals` decimals (trailing zeros dropped down to `minimumDecimals`) and
 * its thousands grouped, rounded half away from zero on the number's shortest decimal form as
 * `Intl.NumberFormat` does (1.005 → 1.01, where `toFixed` says 1.00).
 */
function writeNumber(value: number, language: Language, decimals: number, minimumDecimals = 0): string {
  const shortest = String(Math.abs(value))
  // Exponent forms (below 1e-6, from 1e21) are far from any price, distance or consumption.
  if (!Number.isFinite(value) || shortest.includes('e')) return String(value)
  const scaled = Math.round(Number(`${shortest}e${decimals}`))
  const digits = String(scaled).padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(new RegExp(`0{0,${decimals - minimumDecimals}}$`), '')
  const { thousands, decimal } = separators[language]
  const sign = value < 0 ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, thousands)}${fraction ? decimal + fraction : ''}`
}

// Each language writes the euro sign its own way: Italian dealers put it first with a space
// ('€ 23.900', not CLDR's '23.900 €'), English readers expect it attached ('€23,900').
const euroPrefixes: Record<Language, string> = { it: '€ ', en: '€' }

/** `23900` → `€ 23.900` in Italian, `€23,900` in English */
export function formatPrice(euros: number, language: Language): string {
  return `${euroPrefixes[language]}${writeNumber(euros, language, 0)}`
}

/** `6500.5` → `6.500,50 €` in Italian, `€6,500.50` in English: an amount to the cent, as CLDR writes it. */
export function formatMoney(euros: number, language: Language): string {
  const sign = euros < 0 ? '-' : ''
  const amount = writeNumber(Math.abs(euros), language, 2, 2)
  return language === 'it' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`
}

/** `7.95` → `7,95%` in Italian, `7.95%` in English: a rate, always with two decimals. */
export function formatPercent(value: number, language: Language): string {
  return `${writeNumber(value, language, 2, 2)}%`
}

/** `5.4` → `5,4` in Italian, `5.4` in English; whole numbers grouped (`1.995`, `1,995`). */
export function formatNumber(value: number, language: Language, decimals = 0): string {
  return writeNumber(value, language, decimals)
}

/** `2021-03` → `03/2021`, as a registration certificate writes it in either language. */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-')
  return `${month}/${year}`
}

/** `45000` → `45.000 km` in Italian, `45,000 km` in English (km in both, see the design) */
export function formatMileage(km: number, language: Language): string {
  return `${writeNumber(km, language, 0)} km`
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
