import { describe, expect, it } from 'vitest'

import {
  AVAILABILITY_STATUS_MESSAGE,
  INVALID_FIELDS_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  parseCarInput,
  type CarInputResult,
} from './car-input.ts'

const complete = { brand: 'Fiat', model: 'Panda', name: 'Fiat Panda 1.0 Hybrid', year: 2022, price: 12900 }

function value(result: CarInputResult) {
  if (!result.ok) throw new Error(`expected a valid input, got ${JSON.stringify(result.errors)}`)
  return result.value
}

function fieldErrors(result: CarInputResult) {
  if (result.ok) throw new Error('expected errors')
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message]))
}

describe('parseCarInput: a new car', () => {
  it('accepts the page form (JSON with lists, youtubeUrl and available)', () => {
    const input = value(
      parseCarInput(
        {
          ...complete,
          mileage: 15000,
          power: 70,
          fuel: 'ibrida',
          transmission: 'manuale',
          category: 'city-car',
          features: ['Clima', '  ', 'Bluetooth '],
          colors: ['Rosso', ''],
          youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
          available: false,
          selectedMediaIds: [3, 1, 2],
          images: ['/uploads/ignored.jpg'],
          somethingElse: 'ignored',
        },
        { partial: false },
      ),
    )
    expect(input).toEqual({
      ...complete,
      mileage: 15000,
      power: 70,
      fuel: 'ibrida',
      transmission: 'manuale',
      category: 'city-car',
      features: ['Clima', 'Bluetooth'],
      colors: ['Rosso'],
      youtubeVideoId: 'dQw4w9WgXcQ',
      isAvailable: false,
      selectedMediaIds: [3, 1, 2],
    })
  })

  it('accepts the panel form (all text, capitalised labels, comma-separated features, one colour)', () => {
    const input = value(
      parseCarInput(
        {
          brand: 'BMW',
          model: 'X1',
          name: 'BMW X1 sDrive18d',
          year: '2020',
          price: '24500',
          mileage: '',
          power: '150',
          fuel: 'Diesel',
          transmission: 'Automatico',
          category: 'Station Wagon',
          color: 'Nero, Bianco',
          features: 'Navigatore, Sensori di parcheggio,',
          youtubeVideoId: 'dQw4w9WgXcQ',
          isAvailable: 'true',
          description: 'Unico proprietario',
        },
        { partial: false },
      ),
    )
    expect(input).toMatchObject({
      year: 2020,
      price: 24500,
      power: 150,
      fuel: 'diesel',
      transmission: 'automatica',
      category: 'station-wagon',
      colors: ['Nero', 'Bianco'],
      features: ['Navigatore', 'Sensori di parcheggio'],
      isAvailable: true,
    })
    expect(input).not.toHaveProperty('mileage')
  })

  it('reads lists sent as JSON text or repeated multipart fields', () => {
    const input = value(
      parseCarInput(
        { ...complete, features: '["A, con virgola","B"]', colors: ['Blu', 'Grigio'], selectedMediaIds: ['4', '5'] },
        { partial: false },
      ),
    )
    expect(input.features).toEqual(['A, con virgola', 'B'])
    expect(input.colors).toEqual(['Blu', 'Grigio'])
    expect(input.selectedMediaIds).toEqual([4, 5])
  })

  it('names every missing required field with the spec message', () => {
    const result = parseCarInput({ brand: 'Fiat', model: '  ', price: 1000 }, { partial: false })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBe(MISSING_FIELDS_MESSAGE)
    expect(result.errors.map((error) => error.field).sort()).toEqual(['model', 'name', 'year'])
  })

  it('keeps HTML and SQL text as typed', () => {
    const name = `<img src=x onerror=alert(1)> '; DROP TABLE cars; --`
    expect(value(parseCarInput({ ...complete, name }, { partial: false })).name).toBe(name)
  })

  it.each([
    [{ year: -2020 }, 'year'],
    [{ year: 2020.5 }, 'year'],
    [{ year: '2020.5' }, 'year'],
    [{ year: '1e3' }, 'year'],
    [{ year: 1800 }, 'year'],
    [{ year: true }, 'year'],
    [{ price: -1 }, 'price'],
    [{ price: 'gratis' }, 'price'],
    [{ price: 1e12 }, 'price'],
    [{ mileage: -5 }, 'mileage'],
    [{ power: '150 CV' }, 'power'],
    [{ power: 99999 }, 'power'],
    [{ fuel: 'idrogeno' }, 'fuel'],
    [{ transmission: 3 }, 'transmission'],
    [{ category: 'Elettrica' }, 'category'],
    [{ condition: 'rottame' }, 'condition'],
    [{ name: 'x'.repeat(161) }, 'name'],
    [{ brand: 'x'.repeat(100_000) }, 'brand'],
    [{ description: 'x'.repeat(10_001) }, 'description'],
    [{ name: 'Fiat\u0000Panda' }, 'name'],
    [{ brand: ['Fiat'] }, 'brand'],
    [{ model: { $ne: null } }, 'model'],
    [{ features: ['x'.repeat(201)] }, 'features'],
    [{ features: [1, 2] }, 'features'],
    [{ colors: Array.from({ length: 21 }, (_, i) => `c${i}`) }, 'colors'],
    [{ youtubeUrl: 'https://vimeo.com/123' }, 'youtubeUrl'],
    [{ youtubeVideoId: '<script>' }, 'youtubeVideoId'],
    [{ available: 'forse' }, 'available'],
    [{ selectedMediaIds: [1, 'abc'] }, 'selectedMediaIds'],
    [{ selectedMediaIds: [1, -1] }, 'selectedMediaIds'],
    [{ selectedMediaIds: [1, 1] }, 'selectedMediaIds'],
    [{ selectedMediaIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'selectedMediaIds'],
    [{ selectedMediaIds: 'not a list' }, 'selectedMediaIds'],
    [{ existingImages: 'not json' }, 'existingImages'],
  ])('refuses %j naming the field', (change, field) => {
    const result = parseCarInput({ ...complete, ...change }, { partial: false })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBe(INVALID_FIELDS_MESSAGE)
    expect(Object.keys(fieldErrors(result))).toEqual([field])
  })

  it('lists the allowed values of an enumeration', () => {
    expect(fieldErrors(parseCarInput({ ...complete, fuel: 'idrogeno' }, { partial: false })).fuel).toBe(
      'Carburante: valore non ammesso. Valori ammessi: benzina, diesel, elettrica, ibrida, gpl, metano',
    )
  })

  it.each([[null], [[]], ['text'], [42]])('refuses a body that is not an object: %j', (body) => {
    expect(parseCarInput(body, { partial: false }).ok).toBe(false)
  })
})

describe('parseCarInput: an update', () => {
  it('accepts only the fields that change', () => {
    expect(value(parseCarInput({ price: '9900' }, { partial: true }))).toEqual({ price: 9900 })
  })

  it('treats a required field sent empty as missing', () => {
    const result = parseCarInput({ brand: '' }, { partial: true })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toBe(MISSING_FIELDS_MESSAGE)
  })

  it('clears the video, the description and the lists when sent empty', () => {
    expect(
      value(parseCarInput({ youtubeVideoId: '', description: null, features: '', colors: null }, { partial: true })),
    ).toEqual({
      youtubeVideoId: null,
      description: '',
      features: [],
      colors: [],
    })
  })

  it('reads existingImages as a JSON array of URLs', () => {
    expect(value(parseCarInput({ existingImages: '["/uploads/a.jpg","/uploads/b.jpg"]' }, { partial: true }))).toEqual({
      existingImages: ['/uploads/a.jpg', '/uploads/b.jpg'],
    })
  })
})

describe('parseCarInput: the status', () => {
  it('takes the three statuses, also by their English names and in any case', () => {
    expect(value(parseCarInput({ status: 'prenotata' }, { partial: true })).status).toBe('prenotata')
    expect(value(parseCarInput({ status: 'Sold' }, { partial: true })).status).toBe('venduta')
    expect(value(parseCarInput({ status: 'DISPONIBILE' }, { partial: true })).status).toBe('disponibile')
  })

  it('names the allowed statuses for anything else', () => {
    expect(fieldErrors(parseCarInput({ status: 'rubata' }, { partial: true }))).toEqual({
      status: 'Stato: valore non ammesso. Valori ammessi: disponibile, prenotata, venduta',
    })
  })

  it('refuses an availability that contradicts the status sent with it', () => {
    expect(fieldErrors(parseCarInput({ status: 'venduta', isAvailable: true }, { partial: true }))).toEqual({
      isAvailable: AVAILABILITY_STATUS_MESSAGE,
    })
    expect(fieldErrors(parseCarInput({ status: 'prenotata', available: 'true' }, { partial: true }))).toEqual({
      available: AVAILABILITY_STATUS_MESSAGE,
    })
    expect(value(parseCarInput({ status: 'disponibile', isAvailable: true }, { partial: true }))).toEqual({
      status: 'disponibile',
      isAvailable: true,
    })
  })
})
