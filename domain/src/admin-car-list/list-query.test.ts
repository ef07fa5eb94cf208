import { describe, expect, it } from 'vitest'

import { adminCarListSearch, parseAdminCarListQuery } from './list-query.ts'

const parse = (text: string) => parseAdminCarListQuery(new URLSearchParams(text))

describe('the panel list’s query string', () => {
  it('has a default for every parameter', () => {
    expect(parse('')).toEqual({ ok: true, query: { page: 1, limit: 24, q: '', status: 'all', sort: 'newest' } })
  })

  it('reads a page, a size, a search, a status and an order', () => {
    expect(parse('page=3&limit=100&q=AB123CD&status=venduta&sort=price-desc')).toEqual({
      ok: true,
      query: { page: 3, limit: 100, q: 'AB123CD', status: 'venduta', sort: 'price-desc' },
    })
  })

  it.each([
    ['limit=101', '"limit" deve essere tra 1 e 100'],
    ['limit=0', '"limit" deve essere tra 1 e 100'],
    ['page=0', '"page" deve essere tra 1 e 10000'],
    ['page=-1', '"page" deve essere un numero intero'],
    ['page=1.5', '"page" deve essere un numero intero'],
    ['page=99999999999', '"page" deve essere un numero intero'],
    ['status=rubata', '"status" deve essere uno di: all, disponibile, prenotata, venduta'],
    ['sort=random', '"sort" deve essere uno di: newest, price-asc, price-desc, longest-in-stock'],
    ['where[price][gt]=1', 'Parametro non ammesso: "where[price][gt]"'],
    ['page=1&page=2', '"page" ripetuto'],
    [`q=${'a'.repeat(81)}`, '"q" può avere al massimo 80 caratteri'],
    ['q=a b c d e f g', '"q" può avere al massimo 6 parole'],
  ])('refuses %s with a sentence', (text, problem) => {
    expect(parse(text)).toEqual({ ok: false, problem })
  })

  it('writes a request that reads back the same, leaving the defaults out', () => {
    const query = { page: 2, limit: 24, q: ' fiat 2019 ', status: 'prenotata', sort: 'price-asc' } as const
    expect(adminCarListSearch(query)).toBe('?page=2&q=fiat+2019&status=prenotata&sort=price-asc')
    expect(parse(adminCarListSearch(query).slice(1))).toEqual({ ok: true, query: { ...query, q: 'fiat 2019' } })
    expect(adminCarListSearch({ page: 1, limit: 24, q: '', status: 'all', sort: 'newest' })).toBe('')
  })
})
