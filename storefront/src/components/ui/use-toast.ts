import { useSyncExternalStore } from 'react'

// The specification's toast rules: one at a time, and a dismissed toast leaves the list
// 1,000,000 ms later (it has long left the screen by then; the delay only lets it animate out).
const toastLimit = 1
const removeDelayMs = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export interface ToastContent {
  title: string
  description?: string
  variant?: ToastVariant
  /** one button that undoes or follows up what the toast reports */
  action?: { label: string; onClick: () => void }
}

export interface ToastItem extends ToastContent {
  id: string
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function setToasts(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      setToasts(toasts.filter((toast) => toast.id !== id))
    }, removeDelayMs),
  )
}

export function dismissToast(id?: string) {
  for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id)
  setToasts(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)))
}

/** Shows a toast, replacing the one on screen; returns controls to change or close it. */
export function toast(content: ToastContent) {
  const id = String(++nextId)
  setToasts([{ ...content, id, open: true }, ...toasts].slice(0, toastLimit))
  return {
    id,
    update: (changes: Partial<ToastContent>) =>
      setToasts(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item))),
    dismiss: () => dismissToast(id),
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const noToasts: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
}
