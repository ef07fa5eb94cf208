import { describe, expect, it } from 'vitest'

import { subscriberAddress } from './subscriberAddress'

describe('subscriberAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(subscriberAddress('198.51.100.7')).toBe('198.51.100.7')
  })

  it('reads an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(subscriberAddress('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(subscriberAddress('::FFFF:c633:6407')).toBe('198.51.100.7')
    expect(subscriberAddress('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('counts every address of one /64 as one, however it is written', () => {
    const block = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:a:b:c:d',
      '2001:db8:1:2:0:0:0:7',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(subscriberAddress(address)).toBe(block)
    }
    expect(subscriberAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(subscriberAddress('::1')).toBe('0:0:0:0::/64')
    expect(subscriberAddress('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64')
  })

  it('leaves what is not an address as it is', () => {
    expect(subscriberAddress('unknown')).toBe('unknown')
  })
})
