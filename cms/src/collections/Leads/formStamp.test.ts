import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { readFormStamp, sentTooSoon, signFormStamp } from './formStamp'

describe('the lead form stamp', () => {
  const secret = process.env.PAYLOAD_SECRET
  beforeEach(() => {
    process.env.PAYLOAD_SECRET = 'a-secret-for-this-test'
  })
  afterEach(() => {
    process.env.PAYLOAD_SECRET = secret
  })

  it('reads back the render time it signed', () => {
    expect(readFormStamp(signFormStamp(1_764_000_000_123))).toBe(1_764_000_000_123)
  })

  it('refuses a stamp with another time, another secret or no signature', () => {
    const stamp = signFormStamp(1_764_000_000_000)
    const [, signed] = stamp.split('.')
    expect(readFormStamp(`1763000000000.${signed}`)).toBeNull()
    expect(readFormStamp('1764000000000')).toBeNull()
    expect(readFormStamp('')).toBeNull()
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(readFormStamp(stamp)).toBeNull()
  })

  it('counts from the render: too soon under 3 s, a person after; unsigned stamps are not measured', () => {
    const renderedAt = 1_764_000_000_000
    const stamp = signFormStamp(renderedAt)
    expect(sentTooSoon(stamp, renderedAt + 1_000)).toBe(true)
    expect(sentTooSoon(stamp, renderedAt + 3_000)).toBe(false)
    expect(sentTooSoon(stamp, renderedAt + 3 * 60 * 60 * 1000)).toBe(false)
    expect(sentTooSoon(`${renderedAt + 1_000}.forged`, renderedAt + 1_000)).toBe(false)
  })
})
