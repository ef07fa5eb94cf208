import { describe, expect, it } from 'vitest'
import { phoneLink, whatsappLink } from './contact-links'

describe('whatsappLink', () => {
  it('opens a chat with the number and the message encoded', () => {
    expect(whatsappLink('390523000000', 'Salve, è disponibile la BMW X3 & co?')).toBe(
      'https://wa.me/390523000000?text=Salve%2C%20%C3%A8%20disponibile%20la%20BMW%20X3%20%26%20co%3F',
    )
  })

  it('keeps only the digits of the number', () => {
    expect(whatsappLink('+39 333 123 4567', 'Ciao')).toBe('https://wa.me/393331234567?text=Ciao')
  })

  it('gives nothing without a usable number', () => {
    expect(whatsappLink(null, 'Ciao')).toBeNull()
    expect(whatsappLink('', 'Ciao')).toBeNull()
    expect(whatsappLink('12 34', 'Ciao')).toBeNull()
  })
})

describe('phoneLink', () => {
  it('drops spaces and punctuation but keeps the plus', () => {
    expect(phoneLink('+39 0523 000-000')).toBe('tel:+390523000000')
  })
})
