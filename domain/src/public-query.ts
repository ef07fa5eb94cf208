import { z } from 'zod'
import { CAR_CARD_FIELDS } from './car-card-fields'

import { CAR_STATUSES, CATEGORIES, CONDITIONS, EURO_CLASSES, FUELS, TRANSMISSIONS, VAT_REGIMES } from './enums'
import { parseRecordId } from './record-id'
import { isCarSlug, MAX_SLUG_LIST, MAX_SLUG_LIST_TEXT } from './slug-list'

/**
 * What a request without a session may ask of Payload's own REST routes, in the
 * shape Payload parses a query string into (`qs`: `where[or][0][brand][equals]=BMW`
 * is `{ where: { or: [{ brand: { equals: 'BMW' } }] } }`, every value a text).
 * It is the storefront's and the server render's own vocabulary (the inventory
 * filters, the home grid, the similar cars, the sitemap, the site settings), not
 * Payload's query language: no relationship paths, no other fields or operators,
 * no trash, drafts, populate or joins. Signed-in callers keep the whole language.
 */

/** The deepest population a public read may ask for: a car with its photos. */
export const PUBLIC_MAX_DEPTH = 2
/** The longest page a public list may ask for (`pagination=false` lists every listed car). */
export const PUBLIC_MAX_LIMIT = 100
export const PUBLIC_MAX_PAGE = 100_000
/** Alternatives one `or` of the similar cars' kind may hold. */
export const PUBLIC_MAX_ALTERNATIVES = 10
const MAX_TEXT = 100

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'un numero intero')
    .refine((value) => Number(value) >= min && Number(value) <= max, `un numero intero da ${min} a ${max}`)

const depth = wholeNumber(0, PUBLIC_MAX_DEPTH)
const text = z
  .string()
  .min(1)
  .max(MAX_TEXT)
  .refine((value) => !value.includes('\u0000'), 'un testo senza caratteri nulli')
const recordId = z.string().refine((value) => parseRecordId(value) !== null, 'un id: un numero intero positivo')
const oneOf = (values: readonly string[]) => z.enum(values as [string, ...string[]])
/** Payload reads `in` as a list or as a text split on commas (the storefront sends the latter). */
const listOf = (values: readonly string[]) =>
  z
    .union([z.string().max(values.length * 20), z.array(z.string()).max(values.length)])
    .transform((value) => (typeof value === 'string' ? value.split(',') : value))
    .pipe(z.array(oneOf(values)).min(1))

/** The cards of a favourites list: at most `MAX_SLUG_LIST` slugs, each in the catalogue's shape. */
const slugList = z
  .union([z.string().max(MAX_SLUG_LIST_TEXT), z.array(z.string()).max(MAX_SLUG_LIST)])
  .transform((value) => (typeof value === 'string' ? value.split(',') : value))
  .pipe(z.array(z.string().refine(isCarSlug, 'uno slug')).min(1).max(MAX_SLUG_LIST))

const equals = (value: z.ZodType) => z.strictObject({ equals: value })
const range = z
  .strictObject({ greater_than_equal: wholeNumber(0, 999_999_999), less_than_equal: wholeNumber(0, 999_999_999) })
  .partial()
  .refine((bounds) => Object.keys(bounds).length > 0, 'greater_than_equal o less_than_equal')

/** One condition per field, as the inventory filters and the similar cars write them. */
const carConditions = z
  .strictObject({
    status: z.union([equals(oneOf(CAR_STATUSES)), z.strictObject({ in: listOf(CAR_STATUSES) })]),
    brand: equals(text),
    model: equals(text),
    fuel: equals(oneOf(FUELS)),
    transmission: equals(oneOf(TRANSMISSIONS)),
    category: equals(oneOf(CATEGORIES)),
    condition: equals(oneOf(CONDITIONS)),
    price: range,
    year: range,
    power: range,
    euroClass: z.strictObject({ in: listOf(EURO_CLASSES) }),
    newDriverSuitable: equals(z.enum(['true', 'false'])),
    vatRegime: equals(oneOf(VAT_REGIMES)),
    id: z.strictObject({ not_equals: recordId }),
    slug: z.strictObject({ in: slugList }),
  })
  .partial()

const carWhere = carConditions.extend({
  or: z.array(carConditions).min(1).max(PUBLIC_MAX_ALTERNATIVES).optional(),
})

/** The inventory's orders, and the sold strip's most recent sale first. */
const SORTABLE_CAR_FIELDS = ['createdAt', 'updatedAt', 'statusChangedAt', 'price', 'year', 'mileage'] as const
const carSort = oneOf(SORTABLE_CAR_FIELDS.flatMap((field) => [field, `-${field}`]))

/** The fields a card, the search choices and the sitemap select. */
export const PUBLIC_CAR_SELECT = [...CAR_CARD_FIELDS, 'brand', 'model', 'updatedAt'] as const
const carSelect = z
  .strictObject(Object.fromEntries(PUBLIC_CAR_SELECT.map((field) => [field, z.literal('true')])))
  .partial()

const page = {
  depth,
  limit: wholeNumber(1, PUBLIC_MAX_LIMIT),
  page: wholeNumber(1, PUBLIC_MAX_PAGE),
  pagination: z.enum(['true', 'false']),
}

/** `GET /api/cars`: a page of cars, or every one with `pagination=false`. */
export const publicCarListQuery = z
  .strictObject({ ...page, sort: carSort, where: carWhere, select: carSelect })
  .partial()
/** `GET /api/cars/count`. */
export const publicCarCountQuery = z.strictObject({ where: carWhere }).partial()
/** `GET /api/cars/{id}`. */
export const publicCarQuery = z.strictObject({ depth, select: carSelect }).partial()
/** `GET /api/media`: the photos of the cars on the site, page by page. */
export const publicPhotoListQuery = z.strictObject(page).partial()
/**
 * Any other route without a session: one record or global (`GET /api/media/{id}`,
 * `GET /api/globals/site-settings?depth=0`), and the sign-in routes, which take
 * no query. The console's token refresh adds a bare `refresh`.
 */
export const publicRouteQuery = z.strictObject({ depth, refresh: z.literal('') }).partial()

export type PublicCarListQuery = z.infer<typeof publicCarListQuery>
