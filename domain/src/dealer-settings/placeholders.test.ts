import { describe, expect, it } from 'vitest'

import { PLACEHOLDER_CONTACTS, placeholderContacts } from './placeholders.ts'

const starting = {
  phone: PLACEHOLDER_CONTACTS.phone,
  whatsapp: PLACEHOLDER_CONTACTS.whatsapp,
  email: PLACEHOLDER_CONTACTS.email,
  social: { facebook: PLACEHOLDER_CONTACTS.facebook, instagram: PLACEHOLDER_CONTACTS.instagram },
}
const real = {
  phone: '+39 0523 987654',
  whatsapp: '393331234567',
  email: 'info@autosalonearda.it',
  social: { facebook: 'https://www.facebook.com/autosalonearda', instagram: 'https://instagram.com/autosalonearda' },
}

describe('placeholderContacts', () => {
  it('names every starting value', () => {
    expect(placeholderContacts(starting)).toEqual(['phone', 'whatsapp', 'email', 'facebook', 'instagram'])
  })

  it('names the starting partita IVA, and an empty one', () => {
    expect(placeholderContacts({ ...real, vatNumber: PLACEHOLDER_CONTACTS.vatNumber })).toEqual(['vatNumber'])
    expect(placeholderContacts({ ...real, vatNumber: '' })).toEqual(['vatNumber'])
    expect(placeholderContacts({ ...real, vatNumber: '01234567897' })).toEqual([])
  })

  it('names none once all are real', () => {
    expect(placeholderContacts(real)).toEqual([])
  })

  it('reads the starting numbers however they are spaced', () => {
    expect(placeholderContacts({ ...real, phone: '+390523000000', whatsapp: '39 000 000 0000' })).toEqual([
      'phone',
      'whatsapp',
    ])
  })

  it('counts any address at an example domain and any network home page', () => {
    expect(
      placeholderContacts({
        ...real,
        email: 'vendite@salone.example.com',
        social: { facebook: 'https://facebook.com', instagram: 'https://www.instagram.com//' },
      }),
    ).toEqual(['email', 'facebook', 'instagram'])
  })

  it('takes an empty social link as the choice not to show one', () => {
    expect(placeholderContacts({ ...real, social: { facebook: '', instagram: null } })).toEqual([])
  })

  it('counts missing phone, WhatsApp and e-mail as placeholders', () => {
    expect(placeholderContacts({})).toEqual(['phone', 'whatsapp', 'email'])
  })
})
