import { describe, expect, it } from 'vitest'
import { carFixture } from '@/test/fixtures'
import { breadcrumbStructuredData, carStructuredData } from './car-structured-data'

const context = {
  origin: 'https://auto.example',
  url: 'https://auto.example/auto/bmw-x3-xdrive20d-2021',
  dealershipName: 'Autosalone Arda',
}

describe('carStructuredData', () => {
  it('describes an available used car with its offer in euros', () => {
    expect(carStructuredData(carFixture(), context)).toMatchObject({
      '@type': 'Car',
      name: 'BMW X3 xDrive20d',
      brand: { '@type': 'Brand', name: 'BMW' },
      model: 'X3',
      vehicleModelDate: '2021',
      image: ['https://auto.example/uploads/bmw-x3-large.webp'],
      mileageFromOdometer: { value: 45000, unitCode: 'KMT' },
      vehicleEngine: { enginePower: { value: 140, unitCode: 'KWT' } },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 38900,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: context.url,
        seller: { '@type': 'AutoDealer', name: 'Autosalone Arda' },
      },
    })
  })

  it('marks a sold car as sold out and a new car as new', () => {
    const data = carStructuredData(
      carFixture({ isAvailable: false, status: 'venduta', condition: 'nuova' }),
      context,
    ) as { offers: { availability: string }; itemCondition: string }

    expect(data.offers.availability).toBe('https://schema.org/SoldOut')
    expect(data.itemCondition).toBe('https://schema.org/NewCondition')
  })

  it('says a reserved car is reserved, and an available one in stock', () => {
    const availability = (car: Parameters<typeof carFixture>[0]) =>
      (carStructuredData(carFixture(car), context) as { offers: { availability: string } }).offers.availability

    expect(availability({ isAvailable: false, status: 'prenotata' })).toBe('https://schema.org/Reserved')
    expect(availability({})).toBe('https://schema.org/InStock')
  })
})

describe('carStructuredData: the Italian data', () => {
  it('carries registration, engine, consumption, CO₂, owners, seats, doors and weight', () => {
    expect(carStructuredData(carFixture(), context)).toMatchObject({
      dateVehicleFirstRegistered: '2021-03',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 1995, unitCode: 'CMQ' },
        enginePower: { value: 140, unitCode: 'KWT' },
      },
      fuelConsumption: { '@type': 'QuantitativeValue', value: 5.6, unitCode: 'LTR', unitText: 'L/100 km' },
      emissionsCO2: 147,
      numberOfPreviousOwners: 1,
      vehicleSeatingCapacity: 5,
      numberOfDoors: 5,
      weight: { '@type': 'QuantitativeValue', value: 1790, unitCode: 'KGM' },
      offers: { priceSpecification: { valueAddedTaxIncluded: true, price: 38900, priceCurrency: 'EUR' } },
    })
  })

  it('gives an electric car’s consumption in kWh and 0 g/km', () => {
    const data = carStructuredData(
      carFixture({ fuel: 'elettrica', consumption: 17.3, co2: 0, displacement: null }),
      context,
    ) as Record<string, unknown>
    expect(data.fuelConsumption).toEqual({
      '@type': 'QuantitativeValue',
      value: 17.3,
      unitCode: 'KWH',
      unitText: 'kWh/100 km',
    })
    expect(data.emissionsCO2).toBe(0)
    expect(data.vehicleEngine).not.toHaveProperty('engineDisplacement')
  })

  it('leaves out what the dealer has not entered', () => {
    const data = carStructuredData(
      carFixture({
        firstRegistration: null,
        consumption: null,
        co2: null,
        previousOwners: null,
        seats: null,
        doors: null,
        kerbWeight: null,
        displacement: null,
        power: 0,
      }),
      context,
    )
    for (const property of [
      'dateVehicleFirstRegistered',
      'fuelConsumption',
      'emissionsCO2',
      'numberOfPreviousOwners',
      'vehicleSeatingCapacity',
      'numberOfDoors',
      'weight',
      'vehicleEngine',
    ]) {
      expect(data).not.toHaveProperty(property)
    }
  })
})

describe('breadcrumbStructuredData', () => {
  it('numbers the steps from one', () => {
    expect(
      breadcrumbStructuredData([
        { name: 'Home', url: 'https://auto.example/' },
        { name: 'BMW X3', url: context.url },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://auto.example/' },
        { '@type': 'ListItem', position: 2, name: 'BMW X3', item: context.url },
      ],
    })
  })
})
