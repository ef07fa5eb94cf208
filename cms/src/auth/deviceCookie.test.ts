import { describe, expect, it } from 'vitest'

import { deviceCookieHeader, issueDevice, readDevice } from './deviceCookie'

const secret = 'un-segreto-di-prova'

describe('the device cookie', () => {
  it('names the username it was issued for, with a fresh nonce each time', () => {
    const first = issueDevice(secret, 'concessionario')
    const second = issueDevice(secret, 'concessionario')
    expect(readDevice(secret, first)?.username).toBe('concessionario')
    expect(readDevice(secret, first)?.nonce).not.toBe(readDevice(secret, second)?.nonce)
  })

  it('is refused when signed with another secret, moved to another username, altered or malformed', () => {
    const value = issueDevice(secret, 'concessionario')
    const [, nonce, signature] = value.split('.')
    expect(readDevice('altro-segreto', value)).toBeNull()
    expect(readDevice(secret, `${Buffer.from('venditore').toString('base64url')}.${nonce}.${signature}`)).toBeNull()
    expect(readDevice(secret, `${value}x`)).toBeNull()
    for (const bad of [undefined, '', 'a.b', 'a.b.c.d', 'a.b.c', '..', 'a b.c.d'])
      expect(readDevice(secret, bad)).toBeNull()
  })

  it('is HttpOnly, SameSite=Lax, sent only to the API, kept a year, Secure on https', () => {
    expect(deviceCookieHeader('v', false)).toBe('login-device=v; Max-Age=31536000; Path=/api; HttpOnly; SameSite=Lax')
    expect(deviceCookieHeader('v', true)).toMatch(/; Secure(;|$)/)
  })
})
