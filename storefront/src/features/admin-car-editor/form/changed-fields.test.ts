import { describe, expect, it } from 'vitest'
import { changedFields, mergedValues, myConflictingChanges, otherSaveChanges } from './changed-fields'
import { emptyCarFormValues } from './car-form-values'

describe('changedFields', () => {
  it('lists only the fields that differ, with both values as people read them', () => {
    const current = { ...emptyCarFormValues(), name: 'Fiat Panda', price: '27000', mileage: '40000' }
    const mine = {
      ...current,
      price: '28500',
      mileage: '41000',
      features: [{ text: 'Clima' }, { text: ' ' }],
      status: 'venduta' as const,
    }
    expect(changedFields(mine, current)).toEqual([
      { field: 'price', mine: '28500', current: '27000' },
      { field: 'mileage', mine: '41000', current: '40000' },
      { field: 'features', mine: 'Clima', current: '' },
      { field: 'status', mine: 'venduta', current: 'disponibile' },
    ])
  })

  it('ignores blank rows and surrounding spaces', () => {
    const current = emptyCarFormValues()
    expect(changedFields({ ...current, name: ' ', colors: [{ text: '' }, { text: '' }] }, current)).toEqual([])
  })
})

describe('a conflict with a newer save', () => {
  const loaded = {
    ...emptyCarFormValues(),
    name: 'Fiat Panda',
    price: '27000',
    mileage: '40000',
    selectedMediaIds: [1, 2],
  }
  // The other device cut the price and removed a photo; this one changed the mileage and the status.
  const current = { ...loaded, price: '25900', selectedMediaIds: [2] }
  const mine = { ...loaded, mileage: '41000', status: 'prenotata' as const }

  it('lists only what this form changed, not what the other save did', () => {
    expect(myConflictingChanges(loaded, mine, current)).toEqual([
      { field: 'mileage', mine: '41000', current: '40000' },
      { field: 'status', mine: 'prenotata', current: 'disponibile' },
    ])
  })

  it("merges: this form's changes over the car as it is now, the other save's kept", () => {
    expect(mergedValues(loaded, mine, current)).toEqual({
      ...current,
      mileage: '41000',
      status: 'prenotata',
    })
  })

  it('a field both changed takes this form’s value in the merge, and is listed', () => {
    const both = { ...mine, price: '26500' }
    expect(mergedValues(loaded, both, current).price).toBe('26500')
    expect(myConflictingChanges(loaded, both, current)[0]).toEqual({ field: 'price', mine: '26500', current: '25900' })
  })

  it('lists apart what only the other save changed, with the value this form opened', () => {
    expect(otherSaveChanges(loaded, mine, current)).toEqual([
      { field: 'price', mine: '27000', current: '25900' },
      { field: 'selectedMediaIds', mine: '1, 2', current: '2' },
    ])
    expect(otherSaveChanges(loaded, { ...mine, price: '26500' }, current)).toEqual([
      { field: 'selectedMediaIds', mine: '1, 2', current: '2' },
    ])
  })
})
