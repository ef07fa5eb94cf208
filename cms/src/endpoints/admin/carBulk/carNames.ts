import type { BulkCarName } from '@autosalone/domain/admin-car-list/bulk-action'

/** At most this many cars are named in a sentence; the rest are counted. */
const NAMED_IN_A_SENTENCE = 5

/** 'Fiat Panda (#3), Golf (#7) e altre 2': the cars an answer is about, short enough to read. */
export function namesOf(cars: BulkCarName[]): string {
  const named = cars.slice(0, NAMED_IN_A_SENTENCE).map((car) => `${car.name} (#${car.id})`)
  const others = cars.length - named.length
  return others > 0 ? `${named.join(', ')} e altre ${others}` : named.join(', ')
}
