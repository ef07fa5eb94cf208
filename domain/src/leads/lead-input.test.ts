import { describe, expect, it } from 'vitest'

import { parseLeadInput, sitePath } from './lead-input.ts'

const context = {
  openingHours: [{ days: 'Lunedì - Sabato', hours: '9:00 - 18:00' }],
  rates: { tan: 6.95, setupFee: 300, instalmentFee: 3 },
  now: new Date('2026-06-03T08:30:00Z'),
}
const contact = { type: 'contatto', name: 'Maria', email: 'maria@example.com', message: 'Ciao', privacy: 'on' }

describe('parseLeadInput', () => {
  it('keeps one-line fields on one line and drops control characters', () => {
    const { input } = parseLeadInput(
      { ...contact, name: 'Maria\r\nBcc: x@example.com\u0007', message: 'a\nb' },
      context,
    )
    expect(input?.name).toBe('Maria Bcc: x@example.com')
    expect(input?.message).toBe('a\nb')
  })

  it('names every problem at once, by field', () => {
    const { errors } = parseLeadInput({ type: 'contatto', email: 'no', phone: 'abc' }, context)
    expect(errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'name:required',
      'email:invalidEmail',
      'phone:invalidPhone',
      'message:required',
      'privacy:privacyRequired',
    ])
  })

  it('wants a phone or an e-mail, and the privacy consent ticked, never assumed', () => {
    expect(parseLeadInput({ ...contact, email: '' }, context).errors).toEqual([
      expect.objectContaining({ field: 'phone', code: 'contactRequired' }),
    ])
    expect(parseLeadInput({ ...contact, privacy: 'off' }, context).errors[0].code).toBe('privacyRequired')
    expect(parseLeadInput(contact, context).input?.marketingConsent).toBe(false)
  })

  it('wants a phone number when WhatsApp is the preferred contact', () => {
    expect(parseLeadInput({ ...contact, preferredContact: 'whatsapp' }, context).errors).toEqual([
      expect.objectContaining({ field: 'phone', code: 'whatsappNeedsPhone' }),
    ])
    expect(parseLeadInput({ ...contact, preferredContact: 'whatsapp', phone: '333 1234567' }, context).errors).toEqual(
      [],
    )
  })

  it('refuses a test drive on a day of the dealer’s closures', () => {
    const drive = { ...contact, type: 'test-drive', date: '2026-06-05', time: '10:00' }
    expect(parseLeadInput(drive, context).errors).toEqual([])
    expect(parseLeadInput(drive, { ...context, closures: [{ from: '2026-06-05' }] }).errors).toEqual([
      expect.objectContaining({ field: 'date', code: 'closedDay' }),
    ])
  })

  it('works out the finance estimate on the server, whatever the page sent', () => {
    const { input } = parseLeadInput(
      { ...contact, type: 'finanziamento', price: '15.000', downPayment: '3000', months: '60', estimate: 'forged' },
      context,
    )
    expect(input?.details).toMatchObject({ price: 15_000, downPayment: 3_000, estimate: { monthlyInstalment: 246.26 } })
  })

  it('takes a car only by an id the database can hold', () => {
    expect(parseLeadInput({ ...contact, car: '2147483647' }, context).input?.carId).toBe(2_147_483_647)
    for (const car of ['2147483648', '99999999999', '-1', '1e3', '0x10', '0', '1.5', '7 8', 2_147_483_648]) {
      expect(parseLeadInput({ ...contact, car }, context).errors, String(car)).toEqual([
        expect.objectContaining({ field: 'car', code: 'invalidChoice' }),
      ])
    }
    expect(parseLeadInput({ ...contact, car: '' }, context).input?.carId).toBeNull()
  })
})

describe('sitePath', () => {
  it('keeps paths of this site and nothing that leads elsewhere', () => {
    expect(sitePath('/auto/bmw-x3-2021')).toBe('/auto/bmw-x3-2021')
    expect(sitePath('/auto/bmw-x3-2021?da=home')).toBe('/auto/bmw-x3-2021?da=home')
    expect(sitePath('//evil.example/x')).toBe('/')
    expect(sitePath('/\\evil.example')).toBe('/')
    expect(sitePath('https://evil.example')).toBe('/')
  })

  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/auto/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/\t//evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
  ])('never leads off the site from %j', (page) => {
    const path = sitePath(page)
    expect(new URL(path, 'https://www.example.com').origin).toBe('https://www.example.com')
    expect(path).not.toMatch(/^\/[/\\]/)
  })

  it('sends the path in the form it was checked in', () => {
    expect(sitePath('/servizi/./valutazione-auto')).toBe('/servizi/valutazione-auto')
    expect(sitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })
})
