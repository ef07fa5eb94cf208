/**
 * Checked by `tsc`: the collection (through the types Payload generates from it) stores
 * every field of the car contract with the contract's type, and answers nothing the
 * contract's record does not name. Adding a car field without adding it to both fails here.
 */
import type { CarFields } from '@autosalone/domain/car-input-schema'
import type { CarRecord } from '@autosalone/domain/car-record'

import type { Car } from '../../payload-types'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Expect<T extends true> = T

/** A record's fields as read back: present, with null meaning "not set". */
type Present<T> = { [K in keyof T]-?: Exclude<T[K], null | undefined> }

/** The stored copy of the photos and who saved the car (for its history), never answered. */
type Internal = 'gallery' | 'changedBy' | 'changedByName' | 'restoredFrom'

export type CollectionStoresTheInput = Expect<Equal<Pick<Present<Car>, keyof CarFields>, Present<CarFields>>>
export type CollectionAnswersTheRecord = Expect<Equal<Exclude<keyof Car, Internal>, keyof CarRecord>>
export type DerivedFieldsAreTheRecords = Expect<
  Equal<
    Pick<Present<Car>, 'selectedMediaIds' | 'mainImage' | 'images' | 'thumbnails' | 'color'>,
    Pick<Present<CarRecord>, 'selectedMediaIds' | 'mainImage' | 'images' | 'thumbnails' | 'color'>
  >
>
export type StoredPhotosAreTheRecords = Expect<Equal<Present<Car>['gallery'], CarRecord['photos']>>
