import { describe, expect, it } from 'vitest'
import { readDealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import { settingsToFormValues } from './settings-form-values'

const saved = {
  phone: '+39 0523 987654',
  whatsapp: '393331234567',
  email: 'info@autosalonearda.it',
  address: {
    street: 'Via Emilia 1',
    postalCode: '29017',
    city: 'Fiorenzuola',
    province: 'PC',
    latitude: 44.9,
    longitude: 9.9,
  },
  openingHours: [{ days: 'Sabato', daysEn: null, hours: '9:00 - 13:00', hoursEn: null }],
  social: { facebook: 'https://www.facebook.com/arda', instagram: null },
  analyticsId: null,
  slogan: 'Slogan',
  sloganEn: null,
  vatNumber: null,
  closures: [{ from: '2026-08-10', to: null }],
  googleStoreCode: 'ARDA-01',
  aboutFigures: [{ value: '10+', label: 'anni di esperienza', labelEn: null }],
}

describe('settingsToFormValues', () => {
  it('puts every saved value in a box as text, empty where nothing is set', () => {
    expect(settingsToFormValues(saved)).toEqual({
      ...saved,
      address: { ...saved.address, latitude: '44.9', longitude: '9.9' },
      openingHours: [{ days: 'Sabato', daysEn: '', hours: '9:00 - 13:00', hoursEn: '' }],
      social: { facebook: 'https://www.facebook.com/arda', instagram: '' },
      analyticsId: '',
      sloganEn: '',
      vatNumber: '',
      closures: [{ from: '2026-08-10', to: '' }],
      aboutFigures: [{ value: '10+', label: 'anni di esperienza', labelEn: '' }],
    })
  })

  it('gives back the saved settings when the rules read the boxes', () => {
    expect(readDealerSettings(settingsToFormValues(saved))).toEqual({ ok: true, value: saved })
  })
})
