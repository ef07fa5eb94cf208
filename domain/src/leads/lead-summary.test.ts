import { describe, expect, it } from 'vitest'

import { leadSummaryParams, readLeadSummary } from './lead-summary.ts'

describe('the confirmation page’s summary', () => {
  it('carries the kind, the page, the test drive’s day and time and the contact choice, and reads them back', () => {
    const query = leadSummaryParams({
      type: 'test-drive',
      page: '/auto/bmw-x3-2021',
      preferredContact: 'whatsapp',
      details: { date: '2026-12-05', time: '10:00' },
    })
    expect(query).toBe('tipo=test-drive&pagina=%2Fauto%2Fbmw-x3-2021&giorno=2026-12-05&ora=10%3A00&contatto=whatsapp')
    expect(readLeadSummary(new URLSearchParams(query))).toEqual({
      type: 'test-drive',
      page: '/auto/bmw-x3-2021',
      date: '2026-12-05',
      time: '10:00',
      contact: 'whatsapp',
    })
  })

  it('leaves out what is malformed and never links another site', () => {
    const summary = readLeadSummary(new URLSearchParams('tipo=contatto&pagina=//evil.example&giorno=x&ora=10:00'))
    expect(summary).toEqual({ type: 'contatto', page: null, date: null, time: null, contact: null })
    expect(readLeadSummary(new URLSearchParams('tipo=altro'))).toBeNull()
  })
})
