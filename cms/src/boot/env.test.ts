import { describe, expect, it } from 'vitest'

import { readEnv } from './env'

const withProxies = (value?: string) => readEnv({ NODE_ENV: 'test', TRUST_PROXY: value })

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(withProxies().trustProxy).toEqual([])
    expect(withProxies(' ').trustProxy).toEqual([])
  })

  it('takes addresses, CIDR ranges and the range names express knows', () => {
    expect(withProxies('loopback, 10.0.0.0/8,172.18.0.2 , fd00::/8,uniquelocal').trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '172.18.0.2',
      'fd00::/8',
      'uniquelocal',
    ])
  })

  it.each(['true', '*', 'nginx', '10.0.0.0/33', '10.0.0.1/8/8', 'loopback,', '::1/129'])(
    'refuses "%s" with one line naming the variable',
    (value) => {
      expect(() => withProxies(value)).toThrow(/^TRUST_PROXY must list IP addresses, CIDR ranges/)
    },
  )
})

describe('SMTP_URL', () => {
  it('is optional: without it requests are only stored', () => {
    expect(readEnv({ NODE_ENV: 'test' }).smtpUrl).toBeUndefined()
  })

  it('takes an smtp:// or smtps:// URL and refuses anything else, naming the variable', () => {
    expect(readEnv({ NODE_ENV: 'test', SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pw@mail.example.com:465',
    )
    expect(() => readEnv({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example.com' })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    )
  })
})
