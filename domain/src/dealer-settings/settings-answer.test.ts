import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from '../answer-contract.ts'
import { siteTextsHtmlSchema } from '../site-texts.ts'
import { dealerSettingsAnswerSchema, siteSettingsAnswerSchema } from './settings-answer.ts'

/** The settings in the shape Payload answers the global (array rows carry their `id`). */
const settings = {
  id: 1,
  dealershipName: 'Autosalone Rossi',
  slogan: null,
  phone: '+39 0523 123456',
  whatsapp: '393331234567',
  email: 'info@autosalone.it',
  address: {
    street: 'Via Emilia 1',
    postalCode: '29121',
    city: 'Piacenza',
    province: 'PC',
    latitude: 45.05,
    longitude: 9.69,
  },
  openingHours: [{ id: '6650a1', days: 'Lun-Ven', daysEn: null, hours: '9-19', hoursEn: null }],
  social: { facebook: null, instagram: null },
  finance: { tan: 6.9, setupFee: 300, instalmentFee: 3 },
  closures: [],
  aboutFigures: [],
  soldPageDays: 90,
  updatedAt: '2026-10-01T09:00:00.000Z',
}

const noTexts = {
  about: { mission: null, experience: null },
  services: { intro: '<p>Da noi</p>' },
  servicePages: {
    'vendita-auto': null,
    'ricerca-auto': null,
    finanziamenti: null,
    'valutazione-auto': null,
    wrapping: null,
    noleggio: null,
  },
}

describe('settings and site texts answers', () => {
  it('reads the settings and both languages of texts as the API answers them', () => {
    expect(readAnswer(siteSettingsAnswerSchema, settings, 'GET settings').openingHours?.[0]?.days).toBe('Lun-Ven')
    expect(readAnswer(siteTextsHtmlSchema, { it: noTexts, en: noTexts }, 'GET texts').it.services.intro).toBe(
      '<p>Da noi</p>',
    )
  })

  it('refuses drifted answers, naming the fields', () => {
    const drifted = { ...settings, address: null, finance: { tan: '6,9 %', setupFee: 300, instalmentFee: 3 } }
    expect(() => readAnswer(siteSettingsAnswerSchema, drifted, 'GET settings')).toThrow(
      /^The answer of GET settings does not match its contract: address: .*; finance\.tan: /,
    )
    const { wrapping: _wrapping, ...fiveServices } = noTexts.servicePages
    const texts = { it: noTexts, en: { ...noTexts, servicePages: fiveServices } }
    expect(() => readAnswer(siteTextsHtmlSchema, texts, 'GET texts')).toThrow(AnswerShapeError)
    expect(() => readAnswer(siteTextsHtmlSchema, texts, 'GET texts')).toThrow(/en\.servicePages\.wrapping: /)
  })
})

/** The panel's settings as `GET /api/admin/settings` answers them: every field present. */
const dealerSettings = {
  phone: '+39 0523 123456',
  whatsapp: '393331234567',
  email: 'info@autosalone.it',
  address: { street: '', postalCode: '29121', city: 'Piacenza', province: 'PC', latitude: 45.05, longitude: 9.69 },
  openingHours: [{ days: 'Lun-Ven', daysEn: null, hours: '9-19', hoursEn: null }],
  social: { facebook: null, instagram: 'https://instagram.com/autosalone' },
  analyticsId: null,
  slogan: null,
  sloganEn: null,
  vatNumber: null,
  closures: [{ from: '2026-08-10', to: null }],
  googleStoreCode: null,
  aboutFigures: [],
  soldPageDays: 90,
}

describe('the panel’s settings answer', () => {
  it('reads the settings as the panel edits them', () => {
    expect(readAnswer(dealerSettingsAnswerSchema, dealerSettings, 'GET /api/admin/settings').closures[0]?.from).toBe(
      '2026-08-10',
    )
  })

  it('refuses the public answer’s looser shape: a missing part, an empty address or row field', () => {
    const { googleStoreCode: _code, ...withoutCode } = dealerSettings
    const drifted = {
      ...withoutCode,
      address: { ...dealerSettings.address, latitude: null },
      openingHours: [{ days: 'Lun-Ven', hours: '9-19', hoursEn: null }],
    }
    const read = () => readAnswer(dealerSettingsAnswerSchema, drifted, 'PUT /api/admin/settings')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/address\.latitude: .*; openingHours\.0\.daysEn: .*; googleStoreCode: /)
  })
})
