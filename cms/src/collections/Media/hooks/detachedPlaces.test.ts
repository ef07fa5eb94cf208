import { describe, expect, it } from 'vitest'

import { detachedCarIds, putBack, readDetachedPlaces } from './detachedPlaces'

describe('where a trashed photo was', () => {
  it('reads places, and the bare car ids of photos trashed before places were kept', () => {
    expect(readDetachedPlaces([{ car: 4, position: 0 }, 7, { car: 'x' }, { car: 9 }, null])).toEqual([
      { car: 4, position: 0 },
      { car: 7, position: null },
      { car: 9, position: null },
    ])
    expect(readDetachedPlaces(null)).toEqual([])
    expect(detachedCarIds([{ car: 4, position: 2 }, 7])).toEqual([4, 7])
  })

  it('puts the photo back in its place, or last when the place is gone or unknown', () => {
    expect(putBack([1, 2, 3], 9, 0)).toEqual([9, 1, 2, 3])
    expect(putBack([1, 2, 3], 9, 1)).toEqual([1, 9, 2, 3])
    expect(putBack([1], 9, 5)).toEqual([1, 9])
    expect(putBack([1, 2], 9, null)).toEqual([1, 2, 9])
  })
})
