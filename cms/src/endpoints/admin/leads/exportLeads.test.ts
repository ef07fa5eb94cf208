import { describe, expect, it } from 'vitest'

import { csvCell } from './exportLeads'

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Maria "Mary" Rossi')).toBe('"Maria ""Mary"" Rossi"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell({ km: 1 })).toBe('"{""km"":1}"')
  })

  it('never lets a visitor’s text run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"')
    expect(csvCell('+39 333')).toBe('"\'+39 333"')
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"')
  })
})
