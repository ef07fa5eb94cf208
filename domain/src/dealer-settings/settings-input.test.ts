import { describe, expect, it } from 'vitest'

import { SETTINGS_LIMITS } from './settings-rules.ts'
import { readDealerSettings } from './settings-input.ts'

const valid = {
  phone: '+39 0523 987654',
  whatsapp: '39 333 1234567',
  email: 'info@autosalonearda.it',
  address: {
    street: 'Via Emilia 1',
    postalCode: '29017',
    city: "Fiorenzuola d'Arda",
    province: 'pc',
    latitude: '44,9266',
    longitude: 9.9105,
  },
  openingHours: [{ days: 'Lunedì - Venerdì', daysEn: 'Monday - Friday', hours: '9:00 - 19:00', hoursEn: '' }],
  social: { facebook: 'https://www.facebook.com/autosalonearda', instagram: '' },
  analyticsId: '',
  slogan: 'La tua prossima auto.',
  sloganEn: 'Your next car.',
  vatNumber: 'IT 01234567897',
  closures: [
    { from: '2026-08-10', to: '2026-08-21' },
    { from: '2026-07-04', to: '' },
  ],
  googleStoreCode: ' ARDA-01 ',
  aboutFigures: [
    { value: ' 15+ ', label: 'anni di esperienza', labelEn: 'years of experience' },
    { value: '800+', label: 'clienti soddisfatti', labelEn: '' },
  ],
}

describe('readDealerSettings', () => {
  it('answers the values to store, tidied', () => {
    const result = readDealerSettings(valid)
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        whatsapp: '393331234567',
        address: { ...valid.address, province: 'PC', latitude: 44.9266 },
        openingHours: [{ days: 'Lunedì - Venerdì', daysEn: 'Monday - Friday', hours: '9:00 - 19:00', hoursEn: null }],
        social: { facebook: 'https://www.facebook.com/autosalonearda', instagram: null },
        analyticsId: null,
        vatNumber: '01234567897',
        closures: [
          { from: '2026-08-10', to: '2026-08-21' },
          { from: '2026-07-04', to: null },
        ],
        googleStoreCode: 'ARDA-01',
        aboutFigures: [
          { value: '15+', label: 'anni di esperienza', labelEn: 'years of experience' },
          { value: '800+', label: 'clienti soddisfatti', labelEn: null },
        ],
      },
    })
  })

  it('takes at most four figures, each with its figure and its caption', () => {
    const figure = { value: '100%', label: 'trasparenza' }
    const tooMany = readDealerSettings({ ...valid, aboutFigures: Array.from({ length: 5 }, () => figure) })
    expect(tooMany.ok === false && tooMany.errors.map(({ field, message }) => `${field}:${message}`)).toEqual([
      'aboutFigures:Numeri del salone: al massimo 4 numeri',
    ])
    const unfinished = readDealerSettings({ ...valid, aboutFigures: [{ value: '', label: 'x'.repeat(61) }] })
    expect(unfinished.ok === false && unfinished.errors.map(({ field, code }) => `${field}:${code}`)).toEqual([
      'aboutFigures.0.value:required',
      'aboutFigures.0.label:tooLong',
    ])
    expect(readDealerSettings({ ...valid, aboutFigures: undefined })).toMatchObject({
      ok: true,
      value: { aboutFigures: [] },
    })
  })

  it('checks the partita IVA’s check digit and the closures’ dates', () => {
    const result = readDealerSettings({
      ...valid,
      vatNumber: '01234567890',
      closures: [{ from: '2026-02-30' }, { from: '2026-08-21', to: '2026-08-10' }],
    })
    expect(result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      'vatNumber:vatNumber',
      'closures.0.from:calendarDate',
      'closures.1.to:closureOrder',
    ])
  })

  it('takes a Google store code of letters, digits, - and _ only, or none', () => {
    const refused = readDealerSettings({ ...valid, googleStoreCode: 'ARDA 01' })
    expect(refused.ok === false && refused.errors.map(({ field, code }) => `${field}:${code}`)).toEqual([
      'googleStoreCode:storeCode',
    ])
    const none = readDealerSettings({ ...valid, googleStoreCode: '' })
    expect(none.ok && none.value.googleStoreCode).toBeNull()
  })

  it('names every problem by its path, in the order of the page, with an Italian message', () => {
    const result = readDealerSettings({
      ...valid,
      phone: '0523 987654',
      email: 'info@',
      address: { ...valid.address, latitude: 95 },
      openingHours: [{ days: '', hours: '9-13' }],
      social: { facebook: 'facebook.com/arda' },
      analyticsId: 'UA-1',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map(({ field, code }) => `${field}:${code}`)).toEqual([
      'phone:phone',
      'email:email',
      'address.latitude:latitude',
      'openingHours.0.days:required',
      'social.facebook:url',
      'analyticsId:analyticsId',
    ])
    expect(result.errors[0].message).toBe(
      'Telefono: scrivi +39 e poi da 6 a 11 cifre (spazi ammessi), es. +39 0523 123456',
    )
    expect(result.errors[2].message).toBe('Latitudine: un numero tra -90 e 90, es. 44.9266')
  })

  it('refuses a body that is not the page, naming the required fields', () => {
    const result = readDealerSettings('phone=1')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => error.field)).toEqual([
      'phone',
      'whatsapp',
      'email',
      'address.street',
      'address.postalCode',
      'address.city',
      'address.province',
      'address.latitude',
      'address.longitude',
    ])
  })

  it('caps the opening hours rows and refuses a list that is none', () => {
    const rows = Array.from({ length: SETTINGS_LIMITS.openingRows + 1 }, () => valid.openingHours[0])
    const tooMany = readDealerSettings({ ...valid, openingHours: rows })
    expect(tooMany.ok ? [] : tooMany.errors.map((error) => error.code)).toEqual(['tooManyRows'])
    const notList = readDealerSettings({ ...valid, openingHours: 'sempre' })
    expect(notList.ok ? [] : notList.errors.map((error) => error.code)).toEqual(['notList'])
  })

  it('refuses control characters and over-long text', () => {
    const result = readDealerSettings({
      ...valid,
      slogan: 'a\u0007b',
      sloganEn: 'x'.repeat(SETTINGS_LIMITS.slogan + 1),
    })
    expect(result.ok ? [] : result.errors.map(({ field, code }) => `${field}:${code}`)).toEqual([
      'slogan:notText',
      'sloganEn:tooLong',
    ])
  })
})
