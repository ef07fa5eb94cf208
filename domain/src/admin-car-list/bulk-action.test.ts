import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from '../answer-contract.ts'
import {
  bulkActionAnswerSchema,
  bulkUndoAnswerSchema,
  changedPrice,
  isBulkPriceAllowed,
  parseBulkActionRequest,
} from './bulk-action.ts'

describe('a bulk action’s request', () => {
  it('reads a status change, a price change and a move to the trash', () => {
    expect(parseBulkActionRequest({ ids: [3, 1], action: 'status', status: 'venduta' })).toEqual({
      ok: true,
      request: { ids: [3, 1], action: 'status', status: 'venduta' },
    })
    expect(
      parseBulkActionRequest({ ids: [7], action: 'price', priceChange: { kind: 'percent', value: -2.5 } }),
    ).toEqual({ ok: true, request: { ids: [7], action: 'price', priceChange: { kind: 'percent', value: -2.5 } } })
    expect(parseBulkActionRequest({ ids: [7], action: 'trash' })).toEqual({
      ok: true,
      request: { ids: [7], action: 'trash' },
    })
  })

  it.each([
    [{ ids: [], action: 'trash' }, 'Scegli almeno un’auto'],
    [{ ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'trash' }, 'Al massimo 200 auto per volta'],
    [{ ids: [1, 1], action: 'trash' }, '"ids" contiene la stessa auto due volte'],
    [{ ids: ['1'], action: 'trash' }, '"ids" deve contenere numeri di auto'],
    [{ ids: [1.5], action: 'trash' }, '"ids" deve contenere numeri interi'],
    [{ ids: [0], action: 'trash' }, '"ids" deve contenere numeri positivi'],
    [{ ids: [2 ** 40], action: 'trash' }, '"ids" contiene un numero troppo grande'],
    [{ ids: 5, action: 'trash' }, '"ids" deve essere un elenco di auto'],
    [{ ids: [1], action: 'delete' }, '"action" deve essere uno di: status, price, trash'],
    [{ ids: [1] }, '"action" deve essere uno di: status, price, trash'],
    [{ ids: [1], action: 'status', status: 'rubata' }, '"status" deve essere uno di: disponibile, prenotata, venduta'],
    [{ ids: [1], action: 'status' }, '"status" deve essere uno di: disponibile, prenotata, venduta'],
    [{ ids: [1], action: 'trash', status: 'venduta' }, 'Campo non ammesso: "status"'],
    [{ ids: [1], action: 'price' }, '"priceChange.kind" deve essere "amount" o "percent"'],
    [
      { ids: [1], action: 'price', priceChange: { kind: 'half', value: 1 } },
      '"priceChange.kind" deve essere "amount" o "percent"',
    ],
    [
      { ids: [1], action: 'price', priceChange: { kind: 'amount', value: 10.5 } },
      'La variazione in euro deve essere un numero intero',
    ],
    [{ ids: [1], action: 'price', priceChange: { kind: 'amount', value: 0 } }, 'La variazione non può essere zero'],
    [
      { ids: [1], action: 'price', priceChange: { kind: 'amount', value: 1e7 } },
      'La variazione in euro va da -1000000 a 1000000',
    ],
    [{ ids: [1], action: 'price', priceChange: { kind: 'percent', value: -95 } }, 'La percentuale va da -90 a 100'],
    [{ ids: [1], action: 'price', priceChange: { kind: 'percent', value: 101 } }, 'La percentuale va da -90 a 100'],
    [
      { ids: [1], action: 'price', priceChange: { kind: 'percent', value: 2.537 } },
      'La percentuale può avere al massimo due decimali',
    ],
    [
      { ids: [1], action: 'price', priceChange: { kind: 'percent', value: '10' } },
      '"priceChange.value" deve essere un numero',
    ],
    [
      { ids: [1], action: 'price', priceChange: { kind: 'percent', value: 10, extra: 1 } },
      'Campo non ammesso: "extra"',
    ],
    ['trash', '"action" deve essere uno di: status, price, trash'],
  ])('refuses %j with a sentence', (body, problem) => {
    expect(parseBulkActionRequest(body)).toEqual({ ok: false, problem })
  })
})

describe('a bulk price change', () => {
  it('adds or takes an amount in euros', () => {
    expect(changedPrice(14_500, { kind: 'amount', value: 500 })).toBe(15_000)
    expect(changedPrice(14_500, { kind: 'amount', value: -1_000 })).toBe(13_500)
  })

  it('applies a percentage and rounds to whole euros, a half up', () => {
    expect(changedPrice(14_500, { kind: 'percent', value: 10 })).toBe(15_950)
    expect(changedPrice(19_999, { kind: 'percent', value: 10 })).toBe(21_999)
    expect(changedPrice(9_990, { kind: 'percent', value: -5 })).toBe(9_491)
    expect(changedPrice(5, { kind: 'percent', value: 10 })).toBe(6)
    expect(changedPrice(12_345, { kind: 'percent', value: 2.5 })).toBe(12_654)
    expect(changedPrice(1_000, { kind: 'percent', value: -90 })).toBe(100)
  })

  it('allows whole prices from 1 € to the catalogue’s highest', () => {
    expect(isBulkPriceAllowed(1)).toBe(true)
    expect(isBulkPriceAllowed(10_000_000)).toBe(true)
    expect(isBulkPriceAllowed(0)).toBe(false)
    expect(isBulkPriceAllowed(-500)).toBe(false)
    expect(isBulkPriceAllowed(10_000_001)).toBe(false)
  })
})

describe('a bulk action’s answers', () => {
  const answer = {
    id: 12,
    action: 'price',
    changed: [{ id: 3, name: 'Fiat Panda' }],
    skipped: [{ id: 5, name: 'Audi A4', reason: 'priceOnRequest' }],
  }

  it('reads the action and its undo as the API answers them', () => {
    expect(readAnswer(bulkActionAnswerSchema, answer, 'POST /api/admin/cars/bulk')).toBe(answer)
    const undo = { id: 12, action: 'price', restored: answer.changed }
    expect(readAnswer(bulkUndoAnswerSchema, undo, 'POST /api/admin/cars/bulk/12/undo').restored).toHaveLength(1)
  })

  it('refuses a drifted answer, naming the field', () => {
    const drifted = { ...answer, skipped: [{ id: 5, name: 'Audi A4', reason: 'sold' }] }
    const read = () => readAnswer(bulkActionAnswerSchema, drifted, 'POST /api/admin/cars/bulk')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/skipped\.0\.reason: /)
  })
})
