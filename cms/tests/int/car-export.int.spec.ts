import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { carRecordSchema, type CarRecord } from '@autosalone/domain/car-record'
import {
  CAR_EXPORT_COLUMNS,
  csvText,
  formulaSafe,
  italianWallClock,
  type ExportValue,
} from '../../src/endpoints/admin/export/carExportColumns'
import { ALL_CARS, call, signedInAdminServer } from './helpers/apiClient'

const trickyCar = {
  brand: 'Citroën',
  model: 'C3 "Aircross"',
  name: 'Citroën C3 Aircross; PureTech 110',
  year: 2020,
  price: 14900,
  mileage: 38000,
  power: 110,
  fuel: 'benzina',
  condition: 'usata',
  colors: ['Grigio Platinum', 'Tetto nero; bicolore'],
  description: '=HYPERLINK("https://evil.example","clic")\nSeconda riga, con "virgolette"',
  features: ['+Cruise control', '@Sensori di parcheggio', '-Cerchi 17"'],
  firstRegistration: '03/2020',
  euroClass: 'euro6d',
  consumption: 5.4,
  co2: 122,
  plate: 'FZ123AB',
  vin: 'VF7SXHNZTKT123456',
  vatRegime: 'margine',
  status: 'prenotata',
}

const plainCar = { brand: 'Fiat', model: 'Panda', name: 'Fiat Panda 1.0 Hybrid', year: 2023, price: 12900 }

describe('the catalogue export', () => {
  const admin = signedInAdminServer('car-export')

  async function dealerCars(): Promise<CarRecord[]> {
    for (const car of [trickyCar, plainCar]) {
      const created = await call(admin.url, '/api/admin/cars', { method: 'POST', cookie: admin.cookie, json: car })
      expect(created.status, await created.clone().text()).toBe(201)
    }
    const { docs } = (await (await call(admin.url, ALL_CARS, { cookie: admin.cookie })).json()) as {
      docs: unknown[]
    }
    return docs.map((doc) => carRecordSchema.parse(doc)).sort((a, b) => a.id - b.id)
  }

  const siteUrl = () => admin.url.replace('127.0.0.1', 'localhost')

  it('writes every field of every car into a CSV that Italian Excel opens, and reads back equal', async () => {
    const cars = await dealerCars()
    const answer = await call(admin.url, '/api/admin/export/cars.csv', { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="parco-auto.csv"')
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const records: string[][] = parse(bytes, { delimiter: ';', bom: true, relax_column_count: false })
    const [header, ...rows] = records
    expect(header).toEqual(CAR_EXPORT_COLUMNS.map((column) => column.header))
    expect(header).toContain('Telaio (VIN)')
    expect(rows).toHaveLength(cars.length)
    rows.forEach((row, index) => {
      expect(row).toEqual(CAR_EXPORT_COLUMNS.map((column) => csvText(column.value(cars[index], siteUrl()))))
    })

    const tricky = rows.find((row) => row[1] === trickyCar.name)!
    const cell = (name: string) => tricky[header.indexOf(name)]
    expect(cell('Descrizione')).toBe(`'${trickyCar.description}`)
    expect(cell('Caratteristiche')).toBe('\'+Cruise control\n@Sensori di parcheggio\n-Cerchi 17"')
    expect(cell('Colori')).toBe('Grigio Platinum\nTetto nero; bicolore')
    expect(cell('Consumo combinato (l o kWh/100 km)')).toBe('5,4')
    expect(cell('Prima immatricolazione')).toBe('03/2020')
    expect(cell('Carburante')).toBe('Benzina')
    expect(cell('Stato')).toBe('Prenotata')
    expect(cell('Targa')).toBe('FZ123AB')
    expect(cell('Inserita il')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  })

  it('writes the same catalogue as a workbook, numbers and dates typed', async () => {
    const { docs } = (await (await call(admin.url, ALL_CARS, { cookie: admin.cookie })).json()) as {
      docs: unknown[]
    }
    const cars = docs.map((doc) => carRecordSchema.parse(doc)).sort((a, b) => a.id - b.id)
    const answer = await call(admin.url, '/api/admin/export/cars.xlsx', { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await answer.arrayBuffer())
    const sheet = workbook.getWorksheet('Parco auto')!
    const read = (rowNumber: number) =>
      CAR_EXPORT_COLUMNS.map((_, index) => {
        const value = sheet.getRow(rowNumber).getCell(index + 1).value
        return value === undefined ? null : value
      })
    expect(read(1)).toEqual(CAR_EXPORT_COLUMNS.map((column) => column.header))
    expect(sheet.rowCount).toBe(cars.length + 1)

    const expected = (value: ExportValue) => {
      if (value === null || value === '') return null
      if (typeof value === 'boolean') return value ? 'sì' : 'no'
      if (value instanceof Date) return italianWallClock(value)
      return typeof value === 'number' ? value : formulaSafe(value)
    }
    cars.forEach((car, index) => {
      expect(read(index + 2)).toEqual(CAR_EXPORT_COLUMNS.map((column) => expected(column.value(car, siteUrl()))))
    })
  })
})
