import { HISTORY_FIELDS, HISTORY_TEXT_LIMIT } from '@autosalone/domain/car-history'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Cars } from '../index'
import { historyEntries, restorableFields, type StoredCar, type StoredVersion } from './compareVersions'

const car: StoredCar = {
  brand: 'Fiat',
  model: 'Panda',
  name: 'Fiat Panda 1.0 Hybrid',
  price: 32900,
  status: 'disponibile',
  colors: ['Bianco'],
  photos: [1, 2],
  deletedAt: null,
  changedBy: 3,
  changedByName: 'Marco',
  restoredFrom: null,
}

let nextId = 100
const version = (changes: StoredCar, at = '2026-11-12T15:04:00.000Z'): StoredVersion => ({
  id: nextId++,
  createdAt: at,
  version: { ...car, ...changes },
})

describe('the history of a car', () => {
  it('names the changed fields with both values, and who saved the change', () => {
    const entries = historyEntries([version({ price: 30900 }), version({})], true)
    expect(entries[0]).toMatchObject({
      kind: 'changed',
      by: { id: 3, name: 'Marco' },
      changes: [{ field: 'price', from: 32900, to: 30900 }],
      photos: { added: 0, removed: 0, reordered: false },
      current: true,
    })
    expect(entries[1]).toMatchObject({ kind: 'created', current: false, photos: { added: 2 } })
  })

  it('counts photos added, removed and a new order', () => {
    const [added, reordered] = historyEntries(
      [version({ photos: [2, 1, 7] }), version({ photos: [2, 1] }), version({})],
      true,
    )
    expect(added.photos).toEqual({ added: 1, removed: 0, reordered: false })
    expect(reordered.photos).toEqual({ added: 0, removed: 0, reordered: true })
    const [removed] = historyEntries([version({ photos: [{ id: 2 }] }), version({})], true)
    expect(removed.photos).toEqual({ added: 0, removed: 1, reordered: false })
  })

  it('leaves out a save that changed nothing a person sees, and says what the oldest kept version is', () => {
    const entries = historyEntries(
      [version({ status: 'venduta', gallery: [] }), version({ status: 'venduta' }), version({})],
      false,
    )
    expect(entries.map((entry) => entry.kind)).toEqual(['changed', 'oldest'])
    expect(entries[0]).toMatchObject({
      current: true,
      changes: [{ field: 'status', from: 'disponibile', to: 'venduta' }],
    })
  })

  it('tells trash moves and restores apart from other changes', () => {
    const restored = version({ restoredFrom: '2026-11-10T09:00:00.000Z', price: 1 })
    const entries = historyEntries(
      [restored, version({ deletedAt: null }), version({ deletedAt: '2026-11-11' }), version({})],
      true,
    )
    expect(entries.map((entry) => entry.kind)).toEqual(['restored', 'untrashed', 'trashed', 'created'])
    expect(entries[0].restoredFrom).toBe('2026-11-10T09:00:00.000Z')
  })

  it('cuts long texts and keeps lists as lists', () => {
    const long = 'x'.repeat(HISTORY_TEXT_LIMIT + 50)
    const [entry] = historyEntries([version({ description: long, colors: null }), version({})], true)
    const description = entry.changes.find((change) => change.field === 'description')
    expect(description?.to).toHaveLength(HISTORY_TEXT_LIMIT)
    expect(String(description?.to).endsWith('…')).toBe(true)
    expect(entry.changes.find((change) => change.field === 'colors')).toEqual({
      field: 'colors',
      from: ['Bianco'],
      to: [],
    })
  })

  it('an account that is gone keeps its name; the site own work has no author', () => {
    const [gone, site] = historyEntries(
      [
        version({ price: 2, changedBy: null }),
        version({ price: 1, changedBy: null, changedByName: null }),
        version({}),
      ],
      true,
    )
    expect(gone.by).toEqual({ id: null, name: 'Marco' })
    expect(site.by).toBeNull()
  })

  it('restores every listed field, and lists every data field of the collection but the derived ones', () => {
    expect(restorableFields({ ...car, colors: null, slug: 'x' })).toMatchObject({ colors: [], price: 32900, vin: null })
    const names = new Set<string>()
    const collect = (fields: Field[]) => {
      for (const field of fields) {
        if ('name' in field && !('virtual' in field && field.virtual)) names.add(field.name)
        else if ('fields' in field) collect(field.fields)
      }
    }
    collect(Cars.fields)
    const derived = [
      'slug',
      'photos',
      'statusChangedAt',
      'isAvailable',
      'newDriverSuitable',
      'gallery',
      'soldAt',
      'priceDrop',
    ]
    const authors = ['changedBy', 'changedByName', 'restoredFrom']
    expect([...names].filter((name) => !derived.includes(name) && !authors.includes(name)).sort()).toEqual(
      [...HISTORY_FIELDS].sort(),
    )
  })
})
