import { startTransition, useEffect, useState } from 'react'
import { isCarSlug } from '@autosalone/domain/slug-list'
import { browserStorage } from '@/lib/browser-storage'
import { isPageHydrated } from './use-is-hydrated'

/**
 * A list of car slugs kept in this browser's `localStorage` (the favourites, the cars to compare):
 * no account, nothing on the server. Every tab sees a change at once (the `storage` event).
 */
export interface StoredSlugList {
  /** the list as stored now; the same array while it is unchanged */
  read: () => readonly string[]
  /** `false` when the list is full and `slug` is not in it */
  add: (slug: string) => boolean
  remove: (slug: string) => void
  /** adds or removes; `false` when adding was refused because the list is full */
  toggle: (slug: string) => boolean
  clear: () => void
  subscribe: (listener: () => void) => () => void
  max: number
}

const empty: readonly string[] = []

export function createStoredSlugList(key: string, max: number): StoredSlugList {
  const listeners = new Set<() => void>()
  let lastText: string | null = null
  let lastList: readonly string[] = empty

  const read = (): readonly string[] => {
    const text = browserStorage()?.getItem(key) ?? null
    if (text === lastText) return lastList
    lastText = text
    lastList = parseStored(text, max)
    return lastList
  }

  const write = (slugs: readonly string[]) => {
    try {
      browserStorage()?.setItem(key, JSON.stringify(slugs))
    } catch {
      // a full or blocked storage keeps the previous list
    }
    listeners.forEach((listener) => listener())
  }

  const add = (slug: string) => {
    const current = read()
    if (current.includes(slug)) return true
    if (current.length >= max) return false
    write([...current, slug])
    return true
  }
  const remove = (slug: string) => write(read().filter((stored) => stored !== slug))

  return {
    read,
    add,
    remove,
    toggle: (slug) => {
      if (!read().includes(slug)) return add(slug)
      remove(slug)
      return true
    },
    clear: () => write([]),
    subscribe: (listener) => {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
    max,
  }
}

/** What was stored, if it is a list of slugs; anything else (edited by hand, an old shape) is none. */
export function parseStored(text: string | null, max: number): readonly string[] {
  if (!text) return empty
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return empty
    const slugs = value.filter((item): item is string => typeof item === 'string' && isCarSlug(item))
    return [...new Set(slugs)].slice(0, max)
  } catch {
    return empty
  }
}

/**
 * The stored list, empty on the server and while the page hydrates (the server cannot know it),
 * then the browser's, set in a transition so the hearts and counts fill in without holding the page.
 */
export function useStoredSlugs(list: StoredSlugList): readonly string[] {
  const [slugs, setSlugs] = useState(() => (isPageHydrated() ? list.read() : empty))
  useEffect(() => {
    const update = () => startTransition(() => setSlugs(list.read()))
    update()
    return list.subscribe(update)
  }, [list])
  return slugs
}
