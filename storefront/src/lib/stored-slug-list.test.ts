import { describe, expect, it } from 'vitest'
import { parseStored } from './stored-slug-list'

describe('parseStored', () => {
  it('keeps the slugs of a stored list, each once, up to the limit', () => {
    expect(parseStored('["a","b","a","c"]', 2)).toEqual(['a', 'b'])
  })

  it('reads anything else as an empty list', () => {
    for (const text of [null, '', 'not json', '{"a":1}', '42']) expect(parseStored(text, 3)).toEqual([])
    expect(parseStored('["ok", 3, "Not A Slug", null]', 3)).toEqual(['ok'])
  })
})
