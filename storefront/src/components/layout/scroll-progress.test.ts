import { describe, expect, it } from 'vitest'
import { hasScrolledPast } from './scroll-progress'

describe('hasScrolledPast', () => {
  it('is false at the top and before 80 % of the scrollable height', () => {
    expect(hasScrolledPast(0, 800, 4800)).toBe(false)
    expect(hasScrolledPast(3199, 800, 4800)).toBe(false)
  })

  it('is true from 80 % on, down to the bottom', () => {
    expect(hasScrolledPast(3200, 800, 4800)).toBe(true)
    expect(hasScrolledPast(4000, 800, 4800)).toBe(true)
  })

  it('is false when the page fits the screen', () => {
    expect(hasScrolledPast(0, 900, 900)).toBe(false)
    expect(hasScrolledPast(0, 900, 600)).toBe(false)
  })
})
