import type { CarStatus, Condition, EuroClass, Fuel } from '../enums.ts'
import type { Channel, ChannelProblemCode, ExclusionCode } from './channels.ts'

/** The smallest photo side a channel's ad uses well: the width of the largest variant. */
export const MIN_FEED_PHOTO_WIDTH = 800

/** What the eligibility rules read of a car. */
export interface ChannelCar {
  status: CarStatus
  priceOnRequest: boolean
  condition: Condition
  fuel: Fuel
  vin?: string | null
  euroClass: EuroClass | null
  co2: number | null
  consumption: number | null
  firstRegistration: string | null
  colors: string[]
  description: string
  photos: { width: number | null }[]
}

/** What the channels read of the settings. */
export interface ChannelSettings {
  googleStoreCode?: string | null
}

/** Photos wide enough for an ad, in the car's order. */
export function feedPhotos<P extends { width: number | null }>(photos: P[]): P[] {
  return photos.filter((photo) => (photo.width ?? 0) >= MIN_FEED_PHOTO_WIDTH)
}

const isEntered = (value: number | null) => typeof value === 'number' && Number.isFinite(value)

/**
 * Google vehicle ads in Italy: a price, a photo, the Euro class; the CO₂ and (new) the
 * consumption of a car that burns fuel; the first registration of a car already registered.
 * Only cars for sale: a reserved car is not offered.
 */
function googleExclusions(car: ChannelCar): ExclusionCode[] {
  const codes: ExclusionCode[] = []
  if (car.status === 'prenotata') codes.push('reserved')
  if (car.priceOnRequest) codes.push('priceOnRequest')
  if (feedPhotos(car.photos).length === 0) codes.push('noPhoto')
  if (car.euroClass === null) codes.push('noEuroClass')
  const burnsFuel = car.fuel !== 'elettrica'
  if (burnsFuel && !isEntered(car.co2)) codes.push('noCo2')
  if (burnsFuel && car.condition === 'nuova' && !isEntered(car.consumption)) codes.push('noConsumption')
  if (car.condition !== 'nuova' && !car.firstRegistration) codes.push('noFirstRegistration')
  return codes
}

/** Meta's automotive catalogue: a price, a photo, the VIN, a colour and a description. */
function metaExclusions(car: ChannelCar): ExclusionCode[] {
  const codes: ExclusionCode[] = []
  if (car.priceOnRequest) codes.push('priceOnRequest')
  if (feedPhotos(car.photos).length === 0) codes.push('noPhoto')
  if (!car.vin) codes.push('noVin')
  if (car.colors.length === 0) codes.push('noColor')
  if (car.description.trim() === '') codes.push('noDescription')
  return codes
}

/**
 * Why `channel` leaves out a car on offer; empty when the car is in the feed. A sold car is in
 * no feed and on no channel's list: it is no longer offered.
 */
export function exclusionCodes(channel: Channel, car: ChannelCar): ExclusionCode[] {
  return channel === 'google-vehicle-ads' ? googleExclusions(car) : metaExclusions(car)
}

/** Whether the car is offered at all: sold cars leave every feed at once. */
export function isOffered(car: Pick<ChannelCar, 'status'>): boolean {
  return car.status !== 'venduta'
}

/** What a channel lacks from the settings. */
export function channelProblemCodes(channel: Channel, settings: ChannelSettings): ChannelProblemCode[] {
  if (channel === 'google-vehicle-ads' && !settings.googleStoreCode) return ['noStoreCode']
  return []
}
