import type { CarRecord } from '@autosalone/domain/car-record'
import { feedPhotos } from '@autosalone/domain/channels/eligibility'
import type { CarStatus, Category, Condition, Fuel, Transmission } from '@autosalone/domain/enums'

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

const BODY_STYLES: Record<Category, string> = {
  berlina: 'SEDAN',
  suv: 'SUV',
  'station-wagon': 'WAGON',
  coupe: 'COUPE',
  cabriolet: 'CONVERTIBLE',
  'city-car': 'SMALL_CAR',
  monovolume: 'MPV',
  sportiva: 'SPORTSCAR',
}

const FUEL_TYPES: Record<Fuel, string> = {
  benzina: 'PETROL',
  diesel: 'DIESEL',
  elettrica: 'ELECTRIC',
  ibrida: 'HYBRID',
  gpl: 'OTHER',
  metano: 'OTHER',
}

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
    BODY_STYLES[car.category],
    car.colors.join(', '),
    String(car.mileage),
    'KM',
    priceText(car.price),
    STATES[car.condition],
    AVAILABILITY[car.status],
    FUEL_TYPES[car.fuel],
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
