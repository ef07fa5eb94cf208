import { describe, expect, it } from 'vitest'

import { emissionsRequiredError } from '@autosalone/domain/car-publication'
import { isSuitableForNewDrivers } from '@autosalone/domain/new-driver'

import { demoCarDetails } from './demoCarDetails'
import { demoCars } from './demoCars'

describe('demoCars', () => {
  const thisYear = new Date().getFullYear()

  it('has 12 cars with unique names', () => {
    expect(demoCars).toHaveLength(12)
    expect(new Set(demoCars.map((c) => c.name)).size).toBe(12)
  })

  it('covers every make the dealer shows', () => {
    const makes = new Set(demoCars.map((c) => c.brand))
    for (const make of ['BMW', 'Mercedes-Benz', 'Audi', 'Porsche', 'Volkswagen', 'Ferrari', 'Volvo']) {
      expect(makes).toContain(make)
    }
  })

  it('covers new, km0 and used cars, each believable', () => {
    expect(new Set(demoCars.map((c) => c.condition))).toEqual(new Set(['nuova', 'km0', 'usata']))
    for (const car of demoCars) {
      if (car.condition === 'nuova') {
        expect(car.mileage).toBeLessThanOrEqual(50)
        expect(car.year).toBe(thisYear)
      }
      if (car.condition === 'km0') {
        expect(car.mileage).toBeLessThan(100)
        expect([thisYear, thisYear - 1]).toContain(car.year)
      }
      if (car.condition === 'usata') {
        expect(car.mileage).toBeGreaterThan(1000)
        expect(car.year).toBeLessThan(thisYear)
      }
    }
  })

  it('shows every status: one car reserved, two sold, the rest available', () => {
    expect(demoCars.filter((c) => c.status === 'prenotata')).toHaveLength(1)
    expect(demoCars.filter((c) => c.status === 'venduta')).toHaveLength(2)
  })

  it('spans the price range and the catalogue options', () => {
    const prices = demoCars.map((c) => c.price)
    expect(Math.min(...prices)).toBeLessThanOrEqual(16_000)
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(240_000)
    expect(new Set(demoCars.map((c) => c.fuel)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(demoCars.map((c) => c.transmission)).size).toBe(3)
    expect(new Set(demoCars.map((c) => c.category)).size).toBeGreaterThanOrEqual(6)
  })

  it('gives every car 3 to 6 photos and Italian texts', () => {
    for (const car of demoCars) {
      expect(car.photoCount).toBeGreaterThanOrEqual(3)
      expect(car.photoCount).toBeLessThanOrEqual(6)
      expect(car.features.length).toBeGreaterThanOrEqual(4)
      expect(car.features.length).toBeLessThanOrEqual(8)
      expect(car.colors.length).toBeGreaterThan(0)
      expect(car.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 0).length).toBeGreaterThanOrEqual(2)
      expect(Number.isInteger(car.power) && car.power > 0).toBe(true)
      expect(car.youtubeVideoId === null || /^[\w-]{11}$/.test(car.youtubeVideoId)).toBe(true)
    }
  })

  it('gives every car its Italian data, with consumption and CO₂ where the law asks for them', () => {
    expect(Object.keys(demoCarDetails).sort()).toEqual(demoCars.map((car) => car.name).sort())
    for (const car of demoCars) {
      const details = { ...car, ...demoCarDetails[car.name] }
      expect(emissionsRequiredError('consumption', details)).toBeNull()
      expect(emissionsRequiredError('co2', details)).toBeNull()
      if (car.fuel === 'elettrica') expect(details.euroClass).toBe('na')
      if (car.condition === 'nuova') expect(details.firstRegistration).toBeNull()
    }
  })

  it('has an available car a new driver may drive, and cars one may not', () => {
    const suitability = demoCars
      .filter((car) => car.status === 'disponibile')
      .map((car) => isSuitableForNewDrivers({ power: car.power, kerbWeight: demoCarDetails[car.name]?.kerbWeight }))
    expect(suitability).toContain(true)
    expect(suitability).toContain(false)
  })
})
