import { describe, expect, it } from 'vitest'

import { pageAddress } from './renderCache'

describe('pageAddress', () => {
  it('sorts the query by name and keeps the order of repeated values', () => {
    expect(pageAddress('/annunci?fuel=diesel&brand=Fiat&fuel=benzina')).toBe(
      '/annunci?brand=Fiat&fuel=diesel&fuel=benzina',
    )
  })

  it('is the bare path without a query', () => {
    expect(pageAddress('/annunci')).toBe('/annunci')
    expect(pageAddress('/annunci?')).toBe('/annunci')
  })

  it('keeps a path that starts with two slashes a path', () => {
    expect(pageAddress('//example.com/x')).toBe('//example.com/x')
  })

  it('writes one encoding for one query', () => {
    expect(pageAddress('/annunci?brand=Alfa%20Romeo')).toBe(pageAddress('/annunci?brand=Alfa+Romeo'))
  })
})
