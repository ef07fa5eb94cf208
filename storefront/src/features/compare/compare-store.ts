import { MAX_COMPARED_CARS, slugListParam } from '@autosalone/domain/slug-list'
import { paths } from '@/config/paths'
import { storedListKeys } from '@/lib/stored-list-keys'
import { createStoredSlugList, useStoredSlugs } from '@/lib/stored-slug-list'

/** The cars picked with 'Confronta', kept in this browser until the visitor compares them. */
export const compareList = createStoredSlugList(storedListKeys.compare, MAX_COMPARED_CARS)

export function useCompareList(): readonly string[] {
  return useStoredSlugs(compareList)
}

/** The compare page's address for these cars. */
export function comparePath(slugs: readonly string[]): string {
  return slugs.length === 0 ? paths.compare : `${paths.compare}?auto=${slugListParam(slugs)}`
}

/** Tells the tray that a car was refused because the list is full (the tray says so). */
const fullEvent = 'compare-list-full'

export function announceCompareFull(): void {
  window.dispatchEvent(new Event(fullEvent))
}

export function onCompareFull(listener: () => void): () => void {
  window.addEventListener(fullEvent, listener)
  return () => window.removeEventListener(fullEvent, listener)
}
