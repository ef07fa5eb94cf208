/**
 * Reads a whole number as people type it: thousands grouped with dots, spaces or apostrophes
 * (`38.900`, `38 900`), a unit after the digits (`150 CV`), decimals dropped (`12,5` → 12).
 * Returns null when the text does not start with a number.
 */
export function parseInteger(text: string): number | null {
  const ungrouped = text.trim().replace(/(?<=\d)[.\s'’](?=\d{3}(?!\d))/g, '')
  const value = Number.parseInt(ungrouped, 10)
  return Number.isNaN(value) ? null : value
}
