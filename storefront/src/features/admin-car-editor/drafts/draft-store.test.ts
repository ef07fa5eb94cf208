import { describe, expect, it } from 'vitest'
import { emptyCarFormValues } from '../form/car-form-values'
import { createDraftStore, type CarDraft } from './draft-store'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

const draft = (carId: number | null, savedAt: string): CarDraft => ({
  carId,
  label: carId === null ? '' : `Auto ${carId}`,
  savedAt,
  values: { ...emptyCarFormValues(new Date('2026-01-01')), brand: 'Fiat' },
})

describe('createDraftStore', () => {
  it('keeps one draft per car and one for a new car', () => {
    const store = createDraftStore(() => new MemoryStorage())
    const storage = new MemoryStorage()
    const kept = createDraftStore(() => storage)

    kept.save(draft(null, '2026-01-01T10:00:00Z'))
    kept.save(draft(7, '2026-01-01T11:00:00Z'))
    kept.save({ ...draft(7, '2026-01-01T12:00:00Z'), label: 'Fiat Panda' })

    expect(kept.load(null)?.values.brand).toBe('Fiat')
    expect(kept.load(7)?.label).toBe('Fiat Panda')
    expect(kept.list().map((item) => item.carId)).toEqual([7, null])
    expect(store.list()).toEqual([])
  })

  it('forgets a saved car', () => {
    const storage = new MemoryStorage()
    const store = createDraftStore(() => storage)
    store.save(draft(3, '2026-01-01T10:00:00Z'))

    store.remove(3)
    expect(store.load(3)).toBeNull()
  })

  it('ignores what is not a draft, and other keys', () => {
    const storage = new MemoryStorage()
    storage.setItem('autosalone.admin.car-draft.9', '{"carId":9,"values":"broken"}')
    storage.setItem('autosalone.admin.car-draft.new', 'not json')
    storage.setItem('cookie-consent', '{}')

    expect(createDraftStore(() => storage).list()).toEqual([])
  })

  it('carries on when the storage refuses', () => {
    const refusing = createDraftStore(() => {
      throw new DOMException('denied', 'SecurityError')
    })

    expect(() => refusing.save(draft(1, '2026-01-01T10:00:00Z'))).not.toThrow()
    expect(refusing.load(1)).toBeNull()
    expect(refusing.list()).toEqual([])
  })

  it('reads a draft kept under the spec’s older field names', () => {
    const storage = new MemoryStorage()
    const { youtubeVideoId: _video, status: _status, ...values } = draft(7, '2026-01-01T10:00:00Z').values
    const old = {
      ...draft(7, '2026-01-01T10:00:00Z'),
      values: { ...values, youtubeUrl: 'dQw4w9WgXcQ', available: false },
    }
    storage.setItem('autosalone.admin.car-draft.7', JSON.stringify(old))

    expect(createDraftStore(() => storage).load(7)?.values).toMatchObject({
      brand: 'Fiat',
      youtubeVideoId: 'dQw4w9WgXcQ',
      status: 'venduta',
    })
  })

  it('reads a draft kept before the statuses: on sale stays available, off sale becomes sold', () => {
    const storage = new MemoryStorage()
    const { status: _status, ...values } = draft(9, '2026-01-01T10:00:00Z').values
    for (const [isAvailable, status] of [
      [true, 'disponibile'],
      [false, 'venduta'],
    ] as const) {
      storage.setItem(
        'autosalone.admin.car-draft.9',
        JSON.stringify({ ...draft(9, '2026-01-01T10:00:00Z'), values: { ...values, isAvailable } }),
      )
      expect(createDraftStore(() => storage).load(9)?.values.status).toBe(status)
    }
  })

  it('gives a field the form gained since a draft was kept its empty value', () => {
    const storage = new MemoryStorage()
    const { description: _description, ...values } = draft(8, '2026-01-01T10:00:00Z').values
    storage.setItem('autosalone.admin.car-draft.8', JSON.stringify({ ...draft(8, '2026-01-01T10:00:00Z'), values }))

    expect(createDraftStore(() => storage).load(8)?.values).toMatchObject({ brand: 'Fiat', description: '' })
  })

  it('drops a draft whose values are not the form’s', () => {
    const storage = new MemoryStorage()
    const spoiled = draft(9, '2026-01-01T10:00:00Z')
    storage.setItem(
      'autosalone.admin.car-draft.9',
      JSON.stringify({ ...spoiled, values: { ...spoiled.values, serviceHistory: 'sì' } }),
    )

    expect(createDraftStore(() => storage).load(9)).toBeNull()
  })
})
