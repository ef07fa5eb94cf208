import { describe, expect, it } from 'vitest'

import { canonicalAddress } from './clientAddress'

describe('canonicalAddress', () => {
  it('writes an IPv4 client the same from a dual-stack socket and from X-Forwarded-For', () => {
    expect(canonicalAddress('::ffff:127.0.2.1')).toBe('127.0.2.1')
    expect(canonicalAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7')
    expect(canonicalAddress('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7')
    expect(canonicalAddress('203.0.113.7')).toBe('203.0.113.7')
  })

  it('writes an IPv6 address in its one short lower-case form', () => {
    expect(canonicalAddress('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(canonicalAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(canonicalAddress('::1')).toBe('::1')
  })

  it('leaves what is no address as it is', () => {
    expect(canonicalAddress('unknown')).toBe('unknown')
    expect(canonicalAddress('::ffff:999.0.0.1')).toBe('::ffff:999.0.0.1')
  })
})
