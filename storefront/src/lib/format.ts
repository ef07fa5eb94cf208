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
