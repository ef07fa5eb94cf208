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

/** A figure with its UN/CEFACT unit code, as schema.org's `QuantitativeValue`. */
function quantity(value: number, unitCode: string, unitText?: string) {
  return { '@type': 'QuantitativeValue', value, unitCode, ...(unitText ? { unitText } : {}) }
}

/** Engine displacement and power, where the dealer entered them. */
function vehicleEngine(car: Car) {
  const engine = {
    ...(car.displacement ? { engineDisplacement: quantity(car.displacement, 'CMQ') } : {}),
    ...(car.power ? { enginePower: quantity(cvToKw(car.power), 'KWT') } : {}),
  }
  return Object.keys(engine).length > 0 ? { vehicleEngine: { '@type': 'EngineSpecification', ...engine } } : {}
}

/**
 * The data Italian buyers compare, each only where known. The kerb weight is schema.org's
 * `weight` (a product's own weight): `weightTotal` is the loaded vehicle's permitted weight,
 * which the catalogue does not hold.
 */
function vehicleData(car: Car) {
  const electric = car.fuel === 'elettrica'
  return {
    ...(car.firstRegistration ? { dateVehicleFirstRegistered: car.firstRegistration } : {}),
    ...(car.consumption !== null
      ? {
          fuelConsumption: electric
            ? quantity(car.consumption, 'KWH', 'kWh/100 km')
            : quantity(car.consumption, 'LTR', 'L/100 km'),
        }
      : {}),
    ...(car.co2 !== null ? { emissionsCO2: car.co2 } : {}),
    ...(car.previousOwners !== null ? { numberOfPreviousOwners: car.previousOwners } : {}),
    ...(car.seats !== null ? { vehicleSeatingCapacity: car.seats } : {}),
    ...(car.doors !== null ? { numberOfDoors: car.doors } : {}),
    ...(car.kerbWeight !== null ? { weight: quantity(car.kerbWeight, 'KGM') } : {}),
  }
}

/** schema.org's word for each status: on offer, reserved by a buyer, sold. */
const offerAvailability: Record<Car['status'], string> = {
  disponibile: 'https://schema.org/InStock',
  prenotata: 'https://schema.org/Reserved',
  venduta: 'https://schema.org/SoldOut',
}

/** schema.org `Car` with its `Offer`: price in euros (VAT included), availability, condition. */
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
    ...vehicleEngine(car),
    ...vehicleData(car),
    fuelType: car.fuel,
    vehicleTransmission: car.transmission,
    ...(car.color ? { color: car.color } : {}),
    itemCondition: itemConditions[car.condition],
    offers: {
      '@type': 'Offer',
      url,
      // A price on request has no price to state.
      ...(car.priceOnRequest
        ? {}
        : {
            price: car.price,
            priceCurrency: 'EUR',
            // A price shown to consumers includes VAT (Codice del Consumo), whichever the VAT regime.
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: car.price,
              priceCurrency: 'EUR',
              valueAddedTaxIncluded: true,
            },
          }),
      availability: offerAvailability[car.status],
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
