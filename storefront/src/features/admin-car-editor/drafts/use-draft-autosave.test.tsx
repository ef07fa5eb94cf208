// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyCarFormValues, type CarFormValues } from '../form/car-form-values'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { createDraftStore } from './draft-store'
import { useDraftAutosave } from './use-draft-autosave'

const saved: CarFormValues = {
  ...emptyCarFormValues(new Date('2026-11-23T10:00:00Z')),
  name: 'Fiat Panda',
  price: '9900',
}

function renderAutosave(carId: number | null = 7) {
  const store = createDraftStore(() => window.localStorage)
  const view = renderHook(() => {
    const form = useForm<CarFormValues, unknown, CarPayload>({ defaultValues: saved })
    const markSaved = useDraftAutosave({ carId, form, savedValues: saved, fallbackLabel: 'Nuova auto', store })
    return { form, markSaved }
  })
  const type = (name: 'name' | 'price', value: string) => act(() => view.result.current.form.setValue(name, value))
  return { ...view, store, type }
}

beforeEach(() => {
  vi.useFakeTimers()
  window.localStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useDraftAutosave', () => {
  it('keeps a changed form as a draft once typing pauses', () => {
    const { store, type } = renderAutosave()
    type('price', '9500')
    act(() => {
      vi.advanceTimersByTime(299)
    })
    expect(store.load(7)).toBeNull()

    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(store.load(7)).toMatchObject({ carId: 7, label: 'Fiat Panda', values: { price: '9500' } })
  })

  it('writes once per burst of typing, with the last values', () => {
    const { store, type } = renderAutosave()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    for (const price of ['9', '95', '950', '9500']) {
      type('price', price)
      act(() => {
        vi.advanceTimersByTime(100)
      })
    }
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(store.load(7)?.values.price).toBe('9500')
    setItem.mockRestore()
  })

  it('names a draft after the car, or the fallback while the name is empty', () => {
    const { store, type } = renderAutosave(null)
    type('name', '  ')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(store.load(null)?.label).toBe('Nuova auto')

    type('name', 'Fiat Panda Cross')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(store.load(null)?.label).toBe('Fiat Panda Cross')
  })

  it('drops the draft when the form is back to what is saved', () => {
    const { store, type } = renderAutosave()
    type('price', '9500')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(store.load(7)).not.toBeNull()

    type('price', '9900')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(store.load(7)).toBeNull()
  })

  it('writes at once when the page is left, without waiting for the pause', () => {
    const { store, type } = renderAutosave()
    type('price', '9500')
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    expect(store.load(7)?.values.price).toBe('9500')
  })

  it('writes what is pending when the form goes away', () => {
    const { store, type, unmount } = renderAutosave()
    type('price', '9500')
    unmount()
    expect(store.load(7)?.values.price).toBe('9500')
  })

  it('after a save, removes the draft and compares with the new values', () => {
    const { result, store, type } = renderAutosave()
    type('price', '9500')
    act(() => {
      vi.advanceTimersByTime(300)
    })

    act(() => result.current.markSaved({ ...saved, price: '9500' }))
    expect(store.load(7)).toBeNull()

    type('name', 'Fiat Panda')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(store.load(7)).toBeNull()

    type('price', '9000')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(store.load(7)?.values.price).toBe('9000')
  })

  it('keeps each car to its own draft', () => {
    const first = renderAutosave(7)
    const second = renderAutosave(8)
    first.type('price', '9500')
    second.type('price', '8800')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(first.store.list().map((draft) => [draft.carId, draft.values.price])).toEqual(
      expect.arrayContaining([
        [7, '9500'],
        [8, '8800'],
      ]),
    )
  })
})
