import type { Car } from '../types'
import { cvToKw } from './power'

interface CarPageContext {
  origin: string
  /** the car page's own canonical URL */
  url: string
  dealershipName: string | undefined
}

/**
 * A km 0 car is already registered, so for search engines it is used; only `nuova` is new.
 * schema.org's conditions have no third value.
 */
const itemConditions = {
  nuova: 'https://schema.org/NewCondition',
  usata: 'https://schema.org/UsedCondition',
  km0: 'https://schema.org/UsedCondition',
} as const

/** schema.org `Car` with its `Offer`: price in euros, availability, condition. */
export function carStructuredData(car: Car, { origin, url, dealershipName }: CarPageContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.description ? { description: car.description } : {}),
    image: car.images.map((image) => new URL(image, origin).href),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    ...(car.power
      ? {
          vehicleEngine: {
            '@type': 'EngineSpecification',
            enginePower: { '@type': 'QuantitativeValue', value: cvToKw(car.power), unitCode: 'KWT' },
          },
        }
      : {}),
    fuelType: car.fuel,
    vehicleTransmission: car.transmission,
    ...(car.color ? { color: car.color } : {}),
    itemCondition: itemConditions[car.condition],
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      priceCurrency: 'EUR',
      availability: car.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: itemConditions[car.condition],
      ...(dealershipName
        ? { seller: { '@type': 'AutoDealer', name: dealershipName, '@id': `${origin}/#dealer` } }
        : {}),
    },
  }
}

/** schema.org `BreadcrumbList`: each step's name and absolute URL, in order. */
export function breadcrumbStructuredData(steps: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}
