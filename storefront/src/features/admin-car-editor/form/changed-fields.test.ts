import { describe, expect, it } from 'vitest'
import { changedFields } from './changed-fields'
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
