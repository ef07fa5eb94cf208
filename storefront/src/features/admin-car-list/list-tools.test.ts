import { describe, expect, it } from 'vitest'
import { daysInStock, listQuery, listViewParams, readListView } from './list-tools'

describe('the view in the address', () => {
  it('round-trips and leaves the defaults out', () => {
    const view = { query: 'bmw', status: 'venduta', sort: 'price-asc', page: 3 } as const
    expect(readListView(listViewParams(view))).toEqual(view)
    expect(listViewParams({ query: '', status: 'all', sort: 'newest', page: 1 }).toString()).toBe('')
    expect(readListView(new URLSearchParams('stato=rubata&ordine=a-caso&pagina=zero'))).toEqual({
      query: '',
      status: 'all',
      sort: 'newest',
      page: 1,
    })
  })
})

describe('the server’s question', () => {
  it('trims the search and keeps six words at most', () => {
    expect(listQuery({ query: '  fiat   panda ', status: 'all', sort: 'newest', page: 2 })).toEqual({
      page: 2,
      limit: 24,
      q: 'fiat panda',
      status: 'all',
      sort: 'newest',
    })
    expect(listQuery({ query: 'a b c d e f g h', status: 'all', sort: 'newest', page: 1 }).q).toBe('a b c d e f')
  })
})

describe('daysInStock', () => {
  it('counts whole days since the car was added', () => {
    expect(daysInStock({ createdAt: '2026-09-01T10:00:00Z' }, new Date('2026-09-11T09:00:00Z'))).toBe(9)
  })
})
