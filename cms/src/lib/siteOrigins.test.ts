import { describe, expect, it } from 'vitest'

import { siteOrigins } from './siteOrigins'

describe('siteOrigins', () => {
  it('is the public origin alone for a public site', () => {
    expect(siteOrigins('https://www.autosalone.example')).toEqual(['https://www.autosalone.example'])
  })

  it('names a loopback site under each loopback name, on its own port', () => {
    expect(siteOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })
})
