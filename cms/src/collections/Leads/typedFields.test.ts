import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { openTypedFields, sealTypedFields } from './typedFields'

describe('what was typed in a refused form, sealed for one page', () => {
  const secret = process.env.PAYLOAD_SECRET
  beforeEach(() => {
    process.env.PAYLOAD_SECRET = 'a-secret-for-this-test'
  })
  afterEach(() => {
    process.env.PAYLOAD_SECRET = secret
  })

  it('opens to the fields typed, without the honeypot, the stamp or what the page writes itself', () => {
    const sealed = sealTypedFields({
      type: 'contatto',
      fields: { name: 'Maria Rossi', message: 'È ancora disponibile?', website: 'spam', formStamp: '1.x', page: '/x' },
    })
    expect(openTypedFields(sealed!)).toEqual({
      type: 'contatto',
      fields: { name: 'Maria Rossi', message: 'È ancora disponibile?' },
    })
  })

  it('cannot be read or altered without the secret', () => {
    const sealed = sealTypedFields({ type: 'contatto', fields: { name: 'Maria Rossi' } })!
    expect(sealed).not.toContain('Maria')
    expect(openTypedFields(`${sealed.slice(0, -2)}AA`)).toBeNull()
    expect(openTypedFields('not-a-sealed-value')).toBeNull()
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(openTypedFields(sealed)).toBeNull()
  })

  it('is not made when it would not fit in a cookie', () => {
    const noise = Array.from({ length: 2000 }, (_, index) =>
      String.fromCodePoint(0x4e00 + ((index * 7919) % 20000)),
    ).join('')
    expect(sealTypedFields({ type: 'contatto', fields: { message: noise } })).toBeNull()
  })
})
