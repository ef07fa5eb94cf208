import { describe, expect, it } from 'vitest'

import { INVALID_FIELDS_MESSAGE, parseCarInput, type CarInputResult } from './car-input.ts'

const complete = { brand: 'Fiat', model: 'Panda', name: 'Fiat Panda 1.0 Hybrid', year: 2022, price: 12900 }
const now = new Date()
const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`

function value(result: CarInputResult) {
  if (!result.ok) throw new Error(`expected a valid input, got ${JSON.stringify(result.errors)}`)
  return result.value
}

function fieldErrors(result: CarInputResult) {
  if (result.ok) throw new Error('expected errors')
  expect(result.error).toBe(INVALID_FIELDS_MESSAGE)
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message]))
}

describe('parseCarInput: the Italian car data', () => {
  it('reads the panel form (all text, Italian decimal comma, month and year)', () => {
    const input = value(
      parseCarInput(
        {
          ...complete,
          firstRegistration: '03/2021',
          euroClass: 'Euro 6d-TEMP',
          consumption: '5,45',
          co2: '118',
          displacement: '999',
          doors: '5',
          seats: '4',
          kerbWeight: '1055',
          previousOwners: '1',
          serviceHistory: 'on',
          warrantyMonths: '12',
          vatRegime: 'Regime del margine',
          plate: 'gh 123 ab',
          vin: 'zfa31200000123456',
        },
        { partial: false },
      ),
    )
    expect(input).toMatchObject({
      firstRegistration: '2021-03',
      euroClass: 'euro6d-temp',
      consumption: 5.5,
      co2: 118,
      displacement: 999,
      doors: 5,
      seats: 4,
      kerbWeight: 1055,
      previousOwners: 1,
      serviceHistory: true,
      warrantyMonths: 12,
      vatRegime: 'margine',
      plate: 'GH123AB',
      vin: 'ZFA31200000123456',
    })
  })

  it('reads the month field’s YYYY-MM and accepts this month', () => {
    expect(value(parseCarInput({ firstRegistration: '2019-11' }, { partial: true })).firstRegistration).toBe('2019-11')
    expect(value(parseCarInput({ firstRegistration: thisMonth }, { partial: true })).firstRegistration).toBe(thisMonth)
  })

  it('clears a figure sent empty', () => {
    expect(
      value(
        parseCarInput(
          { consumption: '', co2: null, euroClass: '', plate: ' ', firstRegistration: '' },
          { partial: true },
        ),
      ),
    ).toEqual({ consumption: null, co2: null, euroClass: null, plate: null, firstRegistration: null })
  })

  it.each([
    [{ firstRegistration: '13/2021' }, 'firstRegistration', 'Prima immatricolazione: indica mese e anno (es. 03/2021)'],
    [
      { firstRegistration: `01/${now.getFullYear() + 1}` },
      'firstRegistration',
      'Prima immatricolazione: non può essere nel futuro',
    ],
    [{ firstRegistration: 'ieri' }, 'firstRegistration', 'Prima immatricolazione: indica mese e anno (es. 03/2021)'],
    [{ euroClass: 'euro7' }, 'euroClass', undefined],
    [{ consumption: '-1' }, 'consumption', 'Consumo combinato: inserisci un numero tra 0 e 100 (es. 5,4)'],
    [{ consumption: '5 l' }, 'consumption', undefined],
    [{ co2: '12.5' }, 'co2', 'Emissioni CO₂: inserisci un numero intero tra 0 e 999'],
    [{ doors: 0 }, 'doors', undefined],
    [{ seats: 10 }, 'seats', undefined],
    [{ kerbWeight: 100 }, 'kerbWeight', 'Massa a vuoto: inserisci un numero intero tra 300 e 5000'],
    [{ previousOwners: -1 }, 'previousOwners', undefined],
    [{ warrantyMonths: 121 }, 'warrantyMonths', undefined],
    [{ serviceHistory: 'forse' }, 'serviceHistory', undefined],
    [{ vatRegime: 'inclusa' }, 'vatRegime', undefined],
    [{ plate: 'AB-12*CD' }, 'plate', 'Targa: solo lettere e cifre, al massimo 10'],
    [{ vin: 'ZFA3120000012345' }, 'vin', 'Telaio (VIN): 17 caratteri, lettere e cifre senza I, O e Q'],
    [{ vin: 'ZFA3120000012345O' }, 'vin', 'Telaio (VIN): 17 caratteri, lettere e cifre senza I, O e Q'],
  ])('refuses %j naming the field', (change, field, message) => {
    const errors = fieldErrors(parseCarInput({ ...complete, ...change }, { partial: false }))
    expect(Object.keys(errors)).toEqual([field])
    if (message) expect(errors[field]).toBe(message)
  })
})
