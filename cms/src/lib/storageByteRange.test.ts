import { describe, expect, it } from 'vitest'

import { resolveByteRange } from './storageByteRange'

describe('resolveByteRange', () => {
  const size = 1000

  it.each([
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    [' bytes= 10 - 20 ', { kind: 'partial', start: 10, end: 20 }],
  ])('%s is one range', (header, expected) => {
    expect(resolveByteRange(header, size)).toEqual(expected)
  })

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=20-10'])('%s cannot be satisfied', (header) => {
    expect(resolveByteRange(header, size)).toEqual({ kind: 'unsatisfiable' })
  })

  it.each([undefined, '', 'items=0-10', 'bytes=abc', 'bytes=1-x', 'bytes=0-1,5-9', 'bytes=-x', 'bytes=-'])(
    '%j serves the whole file',
    (header) => {
      expect(resolveByteRange(header, size)).toEqual({ kind: 'whole' })
    },
  )

  it('cannot satisfy any range of an empty file', () => {
    expect(resolveByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
  })
})
