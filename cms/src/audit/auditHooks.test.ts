import { describe, expect, it } from 'vitest'

import { changedFields } from './auditHooks'

describe('changedFields', () => {
  it('names the fields whose values differ, one level into groups, and none of the bookkeeping', () => {
    const before = { phone: '1', email: 'a@b.it', address: { city: 'Piacenza', street: 'Via Roma 1' }, updatedAt: 'x' }
    const after = { phone: '2', email: 'a@b.it', address: { city: 'Piacenza', street: 'Via Emilia 2' }, updatedAt: 'y' }
    expect(changedFields(before, after)).toEqual(['phone', 'address.street'])
  })

  it('counts a list as one field, and a field added or removed', () => {
    expect(changedFields({ hours: [1], gone: 1 }, { hours: [1, 2], added: 2 })).toEqual(['hours', 'gone', 'added'])
  })

  it("takes empty text for no value, and a list's rows for the same without their ids", () => {
    const before = { analyticsId: null, hours: [{ id: 'a1', days: 'Lun' }] }
    const after = { analyticsId: '', hours: [{ id: 'b7', days: 'Lun', daysEn: null }] }
    expect(changedFields(before, after)).toEqual([])
  })

  it('finds nothing when nothing changed', () => {
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([])
  })
})
