import type { CarRecord } from '@autosalone/domain/car-record'

/** A car as the public API returns it (`GET /api/cars`, depth 0): the contract's record. */
export type Car = CarRecord

/** Payload's paginated list envelope. */
export interface PaginatedDocs<T> {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage: number | null
  prevPage: number | null
}
