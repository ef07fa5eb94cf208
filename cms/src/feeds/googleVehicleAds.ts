import type { CarRecord } from '@autosalone/domain/car-record'
import { feedPhotos } from '@autosalone/domain/channels/eligibility'
import type { EuroClass } from '@autosalone/domain/enums'

import { BODY_STYLE_TERMS, FUEL_TERMS } from './channelTerms'
import type { DealerFacts } from './feedSettings'
import { absoluteUrl, carPageUrl, oneLine, priceText, trimOf } from './feedValues'

/**
 * The columns of Google's vehicle ads primary feed, with the attribute names of Merchant Center's
 * specification (decision record 033 lists where each comes from).
 */
export const GOOGLE_COLUMNS = [
  'id',
  'VIN',
  'store_code',
  'google_product_category',
  'vehicle_fulfillment',
  'title',
  'description',
  'link',
  'link_template',
  'image_link',
  'additional_image_link',
  'price',
  'condition',
  'brand',
  'model',
  'trim',
  'year',
  'mileage',
  'body_style',
  'engine',
  'color',
  'date_first_registered',
  'emissions_standard',
  'co2_emissions',
  'fuel_consumption',
  'energy_consumption',
] as const

/** Google's product taxonomy: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
const CARS_CATEGORY = '916'
/** Google accepts the main image and up to 10 more. */
const MAX_ADDITIONAL_IMAGES = 10

/** Google's values; 6b has none of its own and is a Euro 6, 'non applicabile' is an electric car's. */
const EMISSION_STANDARDS: Record<EuroClass, string> = {
  euro1: 'euro1',
  euro2: 'euro2',
  euro3: 'euro3',
  euro4: 'euro4',
  euro5: 'euro5',
  euro6: 'euro6',
  euro6b: 'euro6',
  euro6c: 'euro6c',
  'euro6d-temp': 'euro6d-TEMP',
  euro6d: 'euro6d',
  euro6e: 'euro6e',
  na: 'zero_emissions',
}

type GoogleRow = Record<(typeof GOOGLE_COLUMNS)[number], string>

/** Consumption with its unit: kWh for an electric car, kg for methane, litres otherwise. */
function consumptionColumns(car: CarRecord): Pick<GoogleRow, 'fuel_consumption' | 'energy_consumption'> {
  if (car.consumption === null) return { fuel_consumption: '', energy_consumption: '' }
  if (car.fuel === 'elettrica') return { fuel_consumption: '', energy_consumption: `${car.consumption} kWh/100km` }
  const unit = car.fuel === 'metano' ? 'kg/100km' : 'l/100km'
  return { fuel_consumption: `${car.consumption} ${unit}`, energy_consumption: '' }
}

/** One car as a row of the feed. The plate never leaves; the VIN goes when the dealer entered it. */
export function googleRow(car: CarRecord, siteUrl: string, dealer: DealerFacts): GoogleRow {
  const photos = feedPhotos(car.photos).map((photo) => absoluteUrl(siteUrl, photo.large))
  const link = carPageUrl(siteUrl, car)
  const storeCode = dealer.storeCode ?? ''
  return {
    id: String(car.id),
    VIN: car.vin ?? '',
    store_code: storeCode,
    google_product_category: CARS_CATEGORY,
    vehicle_fulfillment: `in_store:${storeCode}`,
    title: oneLine(car.name),
    description: oneLine(car.description),
    link,
    link_template: `${link}?store={store_code}`,
    image_link: photos[0] ?? '',
    additional_image_link: photos.slice(1, 1 + MAX_ADDITIONAL_IMAGES).join(','),
    price: priceText(car.price),
    condition: car.condition === 'nuova' ? 'new' : 'used',
    brand: oneLine(car.brand),
    model: oneLine(car.model),
    trim: oneLine(trimOf(car)),
    year: String(car.year),
    mileage: `${car.mileage} km`,
    body_style: BODY_STYLE_TERMS[car.category].google,
    engine: FUEL_TERMS[car.fuel].google,
    color: car.colors.map(oneLine).join('/'),
    date_first_registered: car.firstRegistration ?? '',
    emissions_standard: car.euroClass ? EMISSION_STANDARDS[car.euroClass] : '',
    co2_emissions: car.co2 === null ? '' : `${car.co2} g/km`,
    ...consumptionColumns(car),
  }
}
