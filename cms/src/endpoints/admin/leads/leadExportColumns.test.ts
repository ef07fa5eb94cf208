import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, it } from 'vitest'

import type { Lead } from '../../../payload-types'
import { csvText } from '../export/carExportColumns'
import { LEAD_EXPORT_COLUMNS, leadExportRow } from './leadExportColumns'

const base: Lead = {
  id: 7,
  type: 'contatto',
  status: 'in-lavorazione',
  name: 'Maria Rossi',
  phone: '+39 333 1234567',
  email: 'maria@example.com',
  preferredContact: 'whatsapp',
  message: 'Richiamatemi',
  consents: { privacyVersion: '1', privacyAt: '2026-11-28T08:00:00.000Z', marketing: true },
  language: 'it',
  updatedAt: '2026-11-28T08:00:00.000Z',
  // 08:05 UTC is 09:05 in Italy in November.
  createdAt: '2026-11-28T08:05:00.000Z',
}

/** The row as a spreadsheet reads it back, by header. */
function cellsOf(lead: Lead): Record<string, string> {
  const csv = stringify([LEAD_EXPORT_COLUMNS.map((column) => column.header), leadExportRow(lead).map(csvText)], {
    delimiter: ';',
    bom: true,
  })
  const [record] = parse<Record<string, string>>(csv, { delimiter: ';', bom: true, columns: true })
  return record
}

describe('the requests as a CSV', () => {
  it('writes values in Italian words, Italian time and a column each', () => {
    const cells = cellsOf(base)
    expect(cells).toMatchObject({
      ID: '7',
      'Ricevuta il': '28/11/2026 09:05',
      Tipo: 'Contatto',
      Stato: 'In lavorazione',
      'Contatto preferito': 'WhatsApp',
      Lingua: 'Italiano',
      'Consenso marketing': 'sì',
      'Test drive: giorno': '',
    })
    // A leading + would be a formula in Excel: kept as text.
    expect(cells.Telefono).toBe("'+39 333 1234567")
  })

  it('gives the test drive, the trade-in and the finance estimate their own columns', () => {
    expect(cellsOf({ ...base, type: 'test-drive', details: { date: '2026-12-05', time: '09:00' } })).toMatchObject({
      Tipo: 'Test drive',
      'Test drive: giorno': '05/12/2026',
      'Test drive: ora': '09:00',
    })
    expect(
      cellsOf({
        ...base,
        type: 'valutazione',
        details: { make: 'Fiat', model: 'Panda', year: 2015, km: 142000, fuel: 'benzina' },
      }),
    ).toMatchObject({
      'Permuta: marca': 'Fiat',
      'Permuta: modello': 'Panda',
      'Permuta: anno': '2015',
      'Permuta: km': '142000',
      'Permuta: alimentazione': 'benzina',
    })
    const estimate = {
      amountFinanced: 12000,
      monthlyInstalment: 246.26,
      tan: 6.9,
      taeg: 8.45,
      totalOwed: 14775.6,
      months: 60,
    }
    expect(
      cellsOf({ ...base, type: 'finanziamento', details: { price: 15000, downPayment: 3000, estimate } }),
    ).toMatchObject({
      'Finanziamento: prezzo (€)': '15000',
      'Finanziamento: anticipo (€)': '3000',
      'Finanziamento: mesi': '60',
      'Finanziamento: rata mensile (€)': '246,26',
      'Finanziamento: TAEG (%)': '8,45',
    })
  })

  it('never lets a visitor’s text run as a formula', () => {
    expect(cellsOf({ ...base, name: '=HYPERLINK("http://evil")', message: '@SUM(A1)' })).toMatchObject({
      Nome: '\'=HYPERLINK("http://evil")',
      Messaggio: "'@SUM(A1)",
    })
  })
})
