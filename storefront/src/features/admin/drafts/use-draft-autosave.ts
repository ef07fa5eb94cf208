import { useCallback, useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CarFormValues } from '../car-form/car-form-values'
import type { CarPayload } from '../types'
import { browserDraftStore, type DraftStore } from './draft-store'

/** Long enough to write once per burst of typing, short enough that a redirect loses nothing. */
const autosaveDelayMs = 300

interface DraftAutosaveOptions {
  carId: number | null
  form: UseFormReturn<CarFormValues, unknown, CarPayload>
  /** the name a draft gets while the car has none */
  fallbackLabel: string
  store?: DraftStore
}

/**
 * Keeps the form as a draft on the device while it differs from what is saved, so an expired
 * session, a reload or a closed tab loses nothing. Returns `forget`, for after a successful save.
 */
export function useDraftAutosave({ carId, form, fallbackLabel, store = browserDraftStore }: DraftAutosaveOptions) {
  const pending = useRef<(() => void) | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current)
      pending.current?.()
      pending.current = null
    }
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        const snapshot = structuredClone(values)
        pending.current = () => {
          if (isDirty === false) {
            store.remove(carId)
            return
          }
          const label = snapshot.name.trim() || fallbackLabel
          store.save({ carId, label, savedAt: new Date().toISOString(), values: snapshot })
        }
        clearTimeout(timer.current)
        timer.current = setTimeout(flush, autosaveDelayMs)
      },
    })
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      unsubscribe()
      flush()
    }
  }, [form, carId, fallbackLabel, store])

  return useCallback(() => {
    clearTimeout(timer.current)
    pending.current = null
    store.remove(carId)
  }, [carId, store])
}
