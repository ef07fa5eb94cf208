import { describe, expect, it } from 'vitest'
import { differingRows } from './differences'

describe('differingRows', () => {
  it('marks a row whose values are not all the same', () => {
    expect(
      differingRows([
        ['Diesel', 'Diesel', 'Benzina'],
        ['Euro 6d', 'Euro 6d', 'Euro 6d'],
      ]),
    ).toEqual([true, false])
  })

  it('counts a figure one car lacks as a difference', () => {
    expect(
      differingRows([
        ['112 g/km', null],
        [null, null],
      ]),
    ).toEqual([true, false])
  })

  it('marks nothing with a single car', () => {
    expect(differingRows([['Diesel'], [null]])).toEqual([false, false])
  })
})
