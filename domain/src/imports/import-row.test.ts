import { describe, expect, it } from 'vitest'

import { suggestMapping, rememberedHeaders } from './import-fields.ts'
import { changedFields, missingForNewCar, readImportRow } from './import-row.ts'
import { readImportMonth, readImportNumber, suggestEnumValue } from './import-values.ts'

const HEADERS = [
  'Marca',
  'Modello',
  'Versione',
  'Prezzo',
  'Km',
  'Immatricolazione',
  'Alimentazione',
  'Cambio',
  'kW',
  'CV',
  'Telaio',
  'Targa',
  'Classe Euro',
  'Colore',
  'Optional',
]

describe('the suggested mapping', () => {
  it('finds each field among Italian headers', () => {
    expect(suggestMapping(HEADERS)).toEqual({
      brand: 0,
      model: 1,
      version: 2,
      price: 3,
      mileage: 4,
      firstRegistration: 5,
      fuel: 6,
      transmission: 7,
      powerKw: 8,
      power: 9,
      vin: 10,
      plate: 11,
      euroClass: 12,
      colors: 13,
      features: 14,
    })
  })

  it('finds English headers, and prefers what the dealer chose last time', () => {
    const columns = ['Make', 'Model', 'Price', 'Mileage', 'Ref.']
    expect(suggestMapping(columns)).toMatchObject({ brand: 0, model: 1, price: 2, mileage: 3, stockNumber: 4 })
    const remembered = rememberedHeaders(['Descrizione breve'], { description: 0 })
    expect(suggestMapping(['Descrizione breve'], remembered)).toEqual({ description: 0 })
  })
})

describe('the values of a file', () => {
  it.each([
    ['12.500,00', 12500],
    ['12.500', 12500],
    ['12,500.00', 12500],
    ['€ 9.900', 9900],
    ['85.000 km', 85000],
    ['5,4', 5.4],
    ['12,5k', null],
    ['', null],
  ])('reads the number %j as %j', (text, number) => expect(readImportNumber(text)).toBe(number))

  it.each([
    ['03/2019', '03/2019'],
    ['3/2019', '03/2019'],
    ['15/03/2019', '03/2019'],
    ['2019-03-15', '03/2019'],
    ['marzo 2019', null],
  ])('reads the date %j as %j', (text, month) => expect(readImportMonth(text)).toBe(month))

  it('suggests the stored value for the words programs use', () => {
    expect(suggestEnumValue('fuel', 'Gasolio')).toBe('diesel')
    expect(suggestEnumValue('transmission', 'Automatico')).toBe('automatica')
    expect(suggestEnumValue('euroClass', 'Euro 6d-TEMP')).toBe('euro6d-temp')
    expect(suggestEnumValue('condition', 'Usato')).toBe('usata')
    expect(suggestEnumValue('fuel', 'Idrogeno')).toBeNull()
  })
})

describe('a row', () => {
  const mapping = suggestMapping(HEADERS)
  const cells = [
    'Citroën',
    'C3',
    '1.2 PureTech Shine',
    '12.500,00',
    '45.000',
    '15/03/2019',
    'Gasolio',
    'Automatico',
    '81',
    '',
    'vf7sxhmz6ks000001',
    'ab 123 cd',
    'Euro 6d-TEMP',
    'Grigio',
    'Clima; Navigatore; Sensori di parcheggio',
  ]

  it('becomes the contract’s values, with the name, year and power worked out', () => {
    const row = readImportRow(cells, 0, mapping, {})
    expect(row.messages).toEqual([])
    expect(row.input).toMatchObject({
      brand: 'Citroën',
      name: 'Citroën C3 1.2 PureTech Shine',
      price: 12500,
      mileage: 45000,
      year: 2019,
      firstRegistration: '2019-03',
      fuel: 'diesel',
      transmission: 'automatica',
      power: 110,
      euroClass: 'euro6d-temp',
      colors: ['Grigio'],
      features: ['Clima', 'Navigatore', 'Sensori di parcheggio'],
    })
    expect(row.keys).toEqual({ vin: 'VF7SXHMZ6KS000001', plate: 'AB123CD' })
    expect(missingForNewCar(row)).toEqual([])
  })

  it('says what is wrong in Italian, with the row number of the spreadsheet', () => {
    const bad = [...cells]
    bad[3] = '12,5k'
    bad[6] = 'Idrogeno'
    bad[10] = 'CORTO'
    const row = readImportRow(bad, 12, mapping, { fuel: { Idrogeno: null } })
    expect(row.messages).toEqual([
      'riga 14: prezzo non valido "12,5k"',
      'riga 14: carburante non valido "Idrogeno"',
      'riga 14: Telaio (VIN): 17 caratteri, lettere e cifre senza I, O e Q',
    ])
    expect(missingForNewCar(row), 'an unreadable price is not also missing').toEqual([])
    expect(missingForNewCar(readImportRow(['', 'C3'], 0, { brand: 0, model: 1 }, {}))).toEqual([
      'riga 2: marca mancante',
      'riga 2: anno mancante',
      'riga 2: prezzo mancante',
    ])
  })

  it('follows the value table the dealer corrected', () => {
    const row = readImportRow(cells, 0, mapping, { fuel: { Gasolio: 'gpl' } })
    expect(row.input.fuel).toBe('gpl')
  })

  it('lists the fields that differ from a stored car', () => {
    const { input } = readImportRow(cells, 0, mapping, {})
    expect(changedFields({ ...input, price: 13000 }, input)).toEqual(['price'])
  })
})
