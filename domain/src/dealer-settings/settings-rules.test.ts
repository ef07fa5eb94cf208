import { describe, expect, it } from 'vitest'

import {
  analyticsId,
  email,
  latitude,
  link,
  longitude,
  phone,
  postalCode,
  province,
  whatsapp,
} from './settings-rules.ts'

const ok = <T>(value: T) => ({ ok: true, value })
const problem = (code: string) => ({ ok: false, code })
/** What the rule answers for each value, to compare with the one problem expected of all. */
const answersOf = (rule: (input: unknown) => unknown, values: string[]) => values.map((value) => rule(value))
const each = (values: string[], code: string) => values.map(() => problem(code))

describe('phone', () => {
  it('takes +39 and 6 to 11 digits, spaces allowed, keeping the spacing', () => {
    expect(phone('  +39 0523  987654 ')).toEqual(ok('+39 0523 987654'))
    expect(phone('+39123456')).toEqual(ok('+39123456'))
    expect(phone('+39 333 123 4567')).toEqual(ok('+39 333 123 4567'))
  })

  it('refuses a number without +39, too short or too long, or with other signs', () => {
    const values = ['0523 987654', '+39 12345', '+39 123456789012', '+39-0523-987654', '+44 20 7946 0958']
    expect(answersOf(phone, values)).toEqual(each(values, 'phone'))
    expect(phone('')).toEqual(problem('required'))
  })
})

describe('whatsapp', () => {
  it('keeps the digits with the country code', () => {
    expect(whatsapp('+39 333 123 4567')).toEqual(ok('393331234567'))
    expect(whatsapp('0039 333-1234567')).toEqual(ok('393331234567'))
    expect(whatsapp('4915123456789')).toEqual(ok('4915123456789'))
  })

  it('asks for the country code on an Italian mobile typed without it', () => {
    expect(whatsapp('333 1234567')).toEqual(problem('whatsappCountryCode'))
  })

  it('refuses letters, a leading 0 and wrong lengths', () => {
    const values = ['39 333 abc', '0523987654', '1234567', '1234567890123456']
    expect(answersOf(whatsapp, values)).toEqual(each(values, 'whatsapp'))
  })
})

describe('email', () => {
  it('takes an address with a domain', () => {
    expect(email(' info@autosalonearda.it ')).toEqual(ok('info@autosalonearda.it'))
  })

  it('refuses the rest', () => {
    const values = ['info', 'info@', 'info@salone', 'in fo@salone.it', 'a@b@c.it']
    expect(answersOf(email, values)).toEqual(each(values, 'email'))
    expect(email(null)).toEqual(problem('required'))
  })
})

describe('link', () => {
  it('takes an http(s) address or nothing', () => {
    expect(link('https://www.facebook.com/autosalonearda')).toEqual(ok('https://www.facebook.com/autosalonearda'))
    expect(link('http://instagram.com/arda')).toEqual(ok('http://instagram.com/arda'))
    expect(link('  ')).toEqual(ok(null))
    expect(link(undefined)).toEqual(ok(null))
  })

  it('refuses other schemes and text that is no address', () => {
    const values = ['javascript:alert(1)', 'ftp://example.com/x', 'facebook.com/arda', 'https://localhost/x']
    expect(answersOf(link, values)).toEqual(each(values, 'url'))
    expect(link(`https://example.com/${'a'.repeat(300)}`)).toEqual(problem('tooLong'))
  })
})

describe('coordinates', () => {
  it('take numbers in range, as numbers or text with a comma', () => {
    expect(latitude(44.9266)).toEqual(ok(44.9266))
    expect(latitude('-90')).toEqual(ok(-90))
    expect(longitude('9,9105')).toEqual(ok(9.9105))
    expect(longitude(180)).toEqual(ok(180))
  })

  it('refuse values out of range, text and nothing', () => {
    expect(latitude(90.1)).toEqual(problem('latitude'))
    expect(latitude('nord')).toEqual(problem('latitude'))
    expect(longitude(-181)).toEqual(problem('longitude'))
    expect(longitude(Number.NaN)).toEqual(problem('longitude'))
    expect(latitude('')).toEqual(problem('required'))
  })
})

describe('analyticsId', () => {
  it('takes a GA4 measurement id in any case, or nothing', () => {
    expect(analyticsId('g-ab12cd34')).toEqual(ok('G-AB12CD34'))
    expect(analyticsId('')).toEqual(ok(null))
  })

  it('refuses other formats', () => {
    const values = ['UA-12345-1', 'G-12', 'G-ABC DEF', 'GTM-ABC123']
    expect(answersOf(analyticsId, values)).toEqual(each(values, 'analyticsId'))
  })
})

describe('address codes', () => {
  it('take a five-digit CAP and a two-letter province', () => {
    expect(postalCode('29017')).toEqual(ok('29017'))
    expect(province('pc')).toEqual(ok('PC'))
    expect(postalCode('2901')).toEqual(problem('postalCode'))
    expect(province('Piacenza')).toEqual(problem('province'))
  })
})
