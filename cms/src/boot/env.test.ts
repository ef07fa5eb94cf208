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
