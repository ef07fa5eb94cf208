import { MAX_SLUG_LIST } from '@autosalone/domain/slug-list'
import { storedListKeys } from '@/lib/stored-list-keys'
import { createStoredSlugList, useStoredSlugs } from '@/lib/stored-slug-list'

/** The visitor's favourites, kept in this browser: as many as one shared link can carry. */
export const favourites = createStoredSlugList(storedListKeys.favourites, MAX_SLUG_LIST)

export function useFavourites(): readonly string[] {
  return useStoredSlugs(favourites)
}
