import { describe, expect, it } from 'vitest'
import { gap, pageNumbers } from './page-numbers'

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageNumbers(1, 18)).toEqual([1, 2, gap, 18])
    expect(pageNumbers(9, 18)).toEqual([1, gap, 8, 9, 10, gap, 18])
    expect(pageNumbers(18, 18)).toEqual([1, gap, 17, 18])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageNumbers(4, 18)).toEqual([1, 2, 3, 4, 5, gap, 18])
  })
})
