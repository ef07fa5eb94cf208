import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { formatMileage, formatMonth, formatNumber } from '@/lib/format'
import { carPublicUrl, keyRows, lawRows, missingLawFields, type StickerWords } from './sticker-facts'

// Texts as their keys, values appended, so a row shows which text and which figures it used.
const echo = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key
const words: StickerWords = {
  t: echo,
  tCars: echo as unknown as TFunction<'cars'>,
  format: {
    mileage: (km) => formatMileage(km, 'it'),
    number: (value, decimals) => formatNumber(value, 'it', decimals),
    month: formatMonth,
  },
}

const car = {
  year: 2021,
  firstRegistration: '2021-03',
  mileage: 45000,
  fuel: 'diesel' as const,
  transmission: 'automatica' as const,
  power: 150,
  powerKw: 110,
  condition: 'usata' as const,
  color: 'Nero metallizzato',
  previousOwners: 1,
  consumption: 5.4,
  co2: 142,
  euroClass: 'euro6d' as const,
}

describe('the sticker’s rows', () => {
  it('writes the key data the way the site writes numbers', () => {
    expect(keyRows(car, words)).toEqual([
      { label: 'sticker.fields.firstRegistration', value: '03/2021' },
      { label: 'sticker.fields.mileage', value: '45.000 km' },
      { label: 'sticker.fields.fuel', value: 'fuel.diesel' },
      { label: 'sticker.fields.transmission', value: 'transmission.automatica' },
      { label: 'sticker.fields.power', value: 'power 110 150' },
      { label: 'sticker.fields.condition', value: 'condition.usata' },
      { label: 'sticker.fields.color', value: 'Nero metallizzato' },
      { label: 'sticker.fields.previousOwners', value: '1' },
    ])
  })

  it('gives the year when the registration month is unknown and leaves out what was never entered', () => {
    const labels = keyRows(
      { ...car, firstRegistration: null, power: 0, powerKw: 0, color: '', previousOwners: null },
      words,
    )
    expect(labels.map((row) => row.label)).toEqual([
      'sticker.fields.year',
      'sticker.fields.mileage',
      'sticker.fields.fuel',
      'sticker.fields.transmission',
      'sticker.fields.condition',
    ])
    expect(labels[0].value).toBe('2021')
  })

  it('prints consumption, CO₂ and Euro class with their units', () => {
    expect(lawRows(car, words)).toEqual([
      { label: 'sticker.fields.consumption', value: 'consumption 5,4' },
      { label: 'sticker.fields.co2', value: '142 g/km' },
      { label: 'sticker.fields.euroClass', value: 'euroClass.euro6d' },
    ])
    expect(lawRows({ ...car, fuel: 'elettrica', consumption: 15.25 }, words)[0].value).toBe('consumptionElectric 15,3')
  })

  it('says plainly when a figure the law asks for is missing, and lists it', () => {
    const missing = { ...car, consumption: null, co2: null }
    expect(lawRows(missing, words)).toEqual([
      { label: 'sticker.fields.consumption', value: 'sticker.missing', missing: true },
      { label: 'sticker.fields.co2', value: 'sticker.missing', missing: true },
      { label: 'sticker.fields.euroClass', value: 'euroClass.euro6d' },
    ])
    expect(missingLawFields(missing)).toEqual(['consumption', 'co2'])
    expect(missingLawFields(car)).toEqual([])
  })
})

describe('the car’s public address', () => {
  it('is the canonical car path on the site’s origin', () => {
    expect(carPublicUrl('https://www.autosalone.example', 'bmw-serie-3-320d')).toBe(
      'https://www.autosalone.example/auto/bmw-serie-3-320d',
    )
    expect(carPublicUrl('http://localhost:3000/', 'fiat-500')).toBe('http://localhost:3000/auto/fiat-500')
  })
})
