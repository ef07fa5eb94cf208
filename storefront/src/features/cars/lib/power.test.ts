import { describe, expect, it } from 'vitest'
import { cvToKw } from './power'

describe('cvToKw', () => {
  it('multiplies by 0.7355 and rounds', () => {
    expect(cvToKw(190)).toBe(140) // 139.745
    expect(cvToKw(150)).toBe(110) // 110.325
    expect(cvToKw(830)).toBe(610) // 610.465
  })

  it('rounds halves up', () => {
    expect(cvToKw(200)).toBe(147) // 147.1
    expect(cvToKw(2)).toBe(1) // 1.471
  })

  it('keeps zero at zero', () => {
    expect(cvToKw(0)).toBe(0)
  })
})
