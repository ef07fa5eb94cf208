import type { CarRecord } from '@autosalone/domain/car-record'
import { feedPhotos } from '@autosalone/domain/channels/eligibility'
import type { CarStatus, Condition, Transmission } from '@autosalone/domain/enums'

import { BODY_STYLE_TERMS, FUEL_TERMS } from './channelTerms'
import type { DealerFacts } from './feedSettings'
import { absoluteUrl, carPageUrl, priceText } from './feedValues'

/** Image columns in the flattened form Meta's reference gives (`image[0].url`, ...). */
export const META_IMAGE_COLUMNS = 10

/**
 * The columns of Meta's automotive inventory catalogue, named as its feed reference names them;
 * nested fields (the address, the images) flattened with its JSON-path names.
 */
export const META_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'body_style',
  'exterior_color',
  'mileage.value',
  'mileage.unit',
  'price',
  'state_of_vehicle',
  'availability',
  'fuel_type',
  'transmission',
  'vin',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'dealer_name',
  'dealer_phone',
  ...Array.from({ length: META_IMAGE_COLUMNS }, (_, index) => `image[${index}].url`),
] as const

const TRANSMISSIONS: Record<Transmission, string> = {
  manuale: 'MANUAL',
  automatica: 'AUTOMATIC',
  semiautomatica: 'AUTOMATIC',
}

/** A km 0 car is registered: Meta's NEW is a car never registered. */
const STATES: Record<Condition, string> = { nuova: 'NEW', usata: 'USED', km0: 'USED' }

/** A reserved car stays in the catalogue as pending; sold ones are not in it. */
const AVAILABILITY: Record<CarStatus, string> = {
  disponibile: 'AVAILABLE',
  prenotata: 'PENDING',
  venduta: 'NOT_AVAILABLE',
}

/** One car as a row of the catalogue: never the plate; the VIN, which Meta requires. */
export function metaRow(car: CarRecord, siteUrl: string, dealer: DealerFacts): string[] {
  const photos = feedPhotos(car.photos).map((photo) => absoluteUrl(siteUrl, photo.large))
  const { address } = dealer
  return [
    String(car.id),
    car.name,
    car.description,
    carPageUrl(siteUrl, car),
    car.brand,
    car.model,
    String(car.year),
    BODY_STYLE_TERMS[car.category].meta,
    car.colors.join(', '),
    String(car.mileage),
    'KM',
    priceText(car.price),
    STATES[car.condition],
    AVAILABILITY[car.status],
    FUEL_TERMS[car.fuel].meta,
    TRANSMISSIONS[car.transmission],
    car.vin ?? '',
    address.street,
    address.city,
    address.province,
    address.postalCode,
    'IT',
    String(address.latitude),
    String(address.longitude),
    dealer.name,
    dealer.phone,
    ...Array.from({ length: META_IMAGE_COLUMNS }, (_, index) => photos[index] ?? ''),
  ]
}
