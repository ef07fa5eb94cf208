import type { CarRecord } from '@autosalone/domain/car-record'

/** A photo's address as a channel fetches it: absolute, on the site's origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString()
}

/** The car's page on the site. */
export function carPageUrl(siteUrl: string, car: Pick<CarRecord, 'slug'>): string {
  return absoluteUrl(siteUrl, `/auto/${encodeURIComponent(car.slug)}`)
}

/** A price as the channels read it: whole euros with two decimals and the currency; VAT is in the stored price. */
export function priceText(euros: number): string {
  return `${euros.toFixed(2)} EUR`
}

/**
 * The trim: what the car's full name says after the make and the model ('320d Touring M Sport'
 * of 'BMW Serie 3 320d Touring M Sport'), or nothing when the name does not start with them.
 */
export function trimOf(car: Pick<CarRecord, 'brand' | 'model' | 'name'>): string {
  const prefix = `${car.brand} ${car.model}`.toLowerCase()
  const name = car.name.trim()
  return name.toLowerCase().startsWith(`${prefix} `) ? name.slice(prefix.length).trim() : ''
}

/** One line of a delimited file's cell: tabs and line breaks become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ').trim()
}
