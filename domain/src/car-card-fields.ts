import type { CarCard } from './car-cards'

/**
 * The fields a car's card shows, which a list asks the public API for (`select[field]=true`), so a
 * page of cards stays small. Free of zod: the public pages build their list addresses with it.
 */
export const CAR_CARD_FIELDS = [
  'slug',
  'name',
  'year',
  'price',
  'priceOnRequest',
  'mileage',
  'fuel',
  'transmission',
  'category',
  'condition',
  'isAvailable',
  'status',
  'euroClass',
  'previousOwners',
  'newDriverSuitable',
  'cover',
  'priceDrop',
] as const satisfies readonly (keyof CarCard)[]
