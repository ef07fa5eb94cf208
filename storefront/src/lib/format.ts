// Prices and distances use Italian digit grouping in both languages: the dealer quotes in euros
// in Italy. `useGrouping: 'always'` because Italian CLDR data leaves four-digit numbers ungrouped.
const integerFormat = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: 0,
  useGrouping: 'always',
})

/** `23900` → `€ 23.900` */
export function formatPrice(euros: number): string {
  return `€ ${integerFormat.format(euros)}`
}

/** `45000` → `45.000 km` */
export function formatMileage(km: number): string {
  return `${integerFormat.format(km)} km`
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
