import { useCallback, useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CarFormValues } from '../form/car-form-values'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { browserDraftStore, type DraftStore } from './draft-store'

/** Long enough to write once per burst of typing, short enough that a redirect loses nothing. */
const autosaveDelayMs = 300

/** The same JSON for the same values, whatever order their keys were set in. */
function fingerprint(values: CarFormValues): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  )
}

interface DraftAutosaveOptions {
  carId: number | null
  form: UseFormReturn<CarFormValues, unknown, CarPayload>
  /** what is saved on the server (the empty form for a new car) */
  savedValues: CarFormValues
  /** the name a draft gets while the car has none */
  fallbackLabel: string
  store?: DraftStore
}

/**
 * Keeps the form as a draft on the device while it differs from what is saved, so an expired
 * session, a reload or a closed tab loses nothing. Returns `markSaved`, for after a successful
 * save: the draft goes, and the saved values become the new reference.
 */
export function useDraftAutosave({
  carId,
  form,
  savedValues,
  fallbackLabel,
  store = browserDraftStore,
}: DraftAutosaveOptions) {
  const reference = useRef(fingerprint(savedValues))
  const pending = useRef<(() => void) | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current)
      pending.current?.()
      pending.current = null
    }
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const snapshot = structuredClone(values)
        pending.current = () => {
          if (fingerprint(snapshot) === reference.current) {
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

  return useCallback(
    (saved: CarFormValues) => {
      clearTimeout(timer.current)
      pending.current = null
      reference.current = fingerprint(saved)
      store.remove(carId)
    },
    [carId, store],
  )
}
