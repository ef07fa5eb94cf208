import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'

import { parsedRequest } from './parsedRequest'

const request = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage

describe('parsedRequest', () => {
  it('reads the language cookie once, as the renderer is given it', () => {
    const plain = parsedRequest(request({ cookie: 'lang=en' }))
    expect(plain.languageCookie).toBe('en')
    expect(plain.cookies.lang).toBe('en')
    // A no-break space before the name is part of it for the `cookie` library: no language for anybody.
    const odd = parsedRequest(request({ cookie: '\u00a0lang=en' }))
    expect(odd.languageCookie).toBe('')
    expect(odd.cookies.lang).toBeUndefined()
    expect(parsedRequest(request({})).languageCookie).toBe('')
    expect(parsedRequest(request({ cookie: `lang=${'x'.repeat(17)}` })).languageCookie).toBeNull()
  })

  it('takes any spelling of the session cookie, or an Authorization header, for a possible session', () => {
    for (const cookie of [
      'payload-token=abc',
      '\u00a0payload-token=abc',
      'lang=it; \u2003Payload-Token =abc',
      'PAYLOAD_TOKEN=abc',
      'x=1;payload-token',
      '\ufeffpayload\u00adtoken=abc',
    ]) {
      expect(parsedRequest(request({ cookie })).mayCarrySession, JSON.stringify(cookie)).toBe(true)
    }
    expect(parsedRequest(request({ authorization: 'JWT abc' })).mayCarrySession).toBe(true)
    expect(parsedRequest(request({ cookie: 'lang=en; cookie-consent=all' })).mayCarrySession).toBe(false)
    expect(parsedRequest(request({})).mayCarrySession).toBe(false)
  })

  it('parses a request once', () => {
    const req = request({ cookie: 'lang=en' })
    expect(parsedRequest(req)).toBe(parsedRequest(req))
  })
})
