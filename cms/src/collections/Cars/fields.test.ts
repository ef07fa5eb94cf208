import { parseCarInput } from '@autosalone/domain/car-input'
import { CAR_FIELD_LABELS } from '@autosalone/domain/car-input-schema'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Cars } from './index'

type Validate = (value: unknown, options?: { data: object }) => string | true

/** The collection's data fields by name, rows flattened as Payload stores them. */
function fieldsByName(fields: Field[]): Map<string, Field> {
  const byName = new Map<string, Field>()
  for (const field of fields) {
    if ('name' in field) byName.set(field.name, field)
    else if (field.type === 'row' || field.type === 'collapsible')
      for (const [name, inner] of fieldsByName(field.fields)) byName.set(name, inner)
  }
  return byName
}

const fields = fieldsByName(Cars.fields)
const validatorOf = (name: string) => (fields.get(name) as { validate?: Validate } | undefined)?.validate

/** What the API answers for one bad value, as the message of that field. */
function apiMessage(field: string, value: unknown): string | undefined {
  const result = parseCarInput({ [field]: value }, { partial: true })
  return result.ok ? undefined : result.errors.find((error) => error.field === field)?.message
}

describe('the cars collection and the contract', () => {
  it('stores every field of the contract, and only those besides its own', () => {
    const contract = Object.keys(CAR_FIELD_LABELS).filter((name) => name !== 'existingImages')
    const own = [
      'slug',
      'photos',
      'gallery',
      'mainImage',
      'images',
      'thumbnails',
      'cover',
      'color',
      'newDriverSuitable',
      'statusChangedAt',
      // the sale's date and the price reduction shown (decision 048)
      'soldAt',
      'priceDrop',
      // who saved the car, for its history
      'changedBy',
      'changedByName',
      'restoredFrom',
    ]
    expect([...fields.keys()].sort()).toEqual([...contract, ...own].sort())
  })

  it.each([
    ['brand', 'x'.repeat(61)],
    ['name', 'Fiat\u0000Panda'],
    ['year', 1850],
    ['price', 12.5],
    ['mileage', -1],
    ['power', 5000],
    ['fuel', 'vapore'],
    ['transmission', 'pedali'],
    ['category', 'trattore'],
    ['condition', 'rottame'],
    ['colors', Array.from({ length: 21 }, (_, index) => `Colore ${index}`)],
    ['features', ['x'.repeat(201)]],
    ['description', 'x'.repeat(10_001)],
    ['youtubeVideoId', 'https://vimeo.com/1'],
    ['isAvailable', 'forse'],
    ['status', 'rubata'],
    ['firstRegistration', '13/2020'],
    ['euroClass', 'euro7'],
    ['consumption', -2],
    ['co2', 1000],
    ['kerbWeight', 50],
    ['vatRegime', 'inclusa'],
    ['plate', 'AB*123'],
    ['vin', 'SHORT'],
  ])('refuses a bad %s in the console with the API’s message', (field, value) => {
    const message = apiMessage(field, value)
    expect(message).toBeDefined()
    expect(validatorOf(field)?.(value, { data: {} })).toBe(message)
  })

  it('asks for the required fields with the API’s words and accepts good values', () => {
    expect(validatorOf('brand')?.('  ')).toBe('Marca: campo obbligatorio')
    expect(validatorOf('year')?.(null)).toBe('Anno: campo obbligatorio')
    expect(validatorOf('mileage')?.(null)).toBe(true)
    expect(validatorOf('year')?.(2020)).toBe(true)
    expect(validatorOf('fuel')?.('diesel')).toBe(true)
    expect(validatorOf('youtubeVideoId')?.('dQw4w9WgXcQ')).toBe(true)
  })

  it('asks a new or km 0 car for consumption and CO₂ in the console as the API does', () => {
    const consumption = validatorOf('consumption') as Validate
    const co2 = validatorOf('co2') as Validate
    expect(consumption(null, { data: { condition: 'nuova' } })).toBe(
      'Consumo combinato: obbligatorio per pubblicare un’auto nuova o km 0',
    )
    expect(co2(undefined, { data: { condition: 'km0', co2: null } })).toBe(
      'Emissioni CO₂: obbligatorie per pubblicare un’auto nuova o km 0',
    )
    expect(co2(undefined, { data: { condition: 'km0', co2: 0 } })).toBe(true)
    expect(consumption(null, { data: { condition: 'usata' } })).toBe(true)
  })
})
