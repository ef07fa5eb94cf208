import { CAR_CARD_FIELDS } from '@autosalone/domain/car-card-fields'
import type { CarCard, CarCardPage } from '@autosalone/domain/car-cards'

/** How many cards a page of the home grid or the inventory holds: one to three full rows. */
export const cardsPerPage = 12

/** What a car's card shows (the contract's card). Lists ask the API for these fields only, so a page's data stays small. */
export type CarSummary = CarCard

/** Adds Payload's `select` for the card's fields to a list request. */
export function selectCardFields(query: URLSearchParams): URLSearchParams {
  for (const field of CAR_CARD_FIELDS) query.set(`select[${field}]`, 'true')
  return query
}

/** A page of cards as the API answers it. */
export type CarSummaryPage = CarCardPage
