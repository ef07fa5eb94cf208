/**
 * A list of car slugs carried in an address (`?auto=golf-2020,panda-2019`): the favourites a
 * visitor shares and the cars a compare page shows. The address is read with bounds before
 * anything is looked up, so a long or odd query costs nothing and answers a clear message.
 */

/** The most slugs one list (a shared favourites list, one public read) may carry. */
export const MAX_SLUG_LIST = 50
/** The most cars the compare page shows side by side. */
export const MAX_COMPARED_CARS = 3
/** A slug is at most this long (the slugs the catalogue makes are far shorter). */
export const MAX_SLUG_LENGTH = 100
/** The longest `auto` value read at all: every slug at its longest, with its comma. */
export const MAX_SLUG_LIST_TEXT = MAX_SLUG_LIST * (MAX_SLUG_LENGTH + 1)

/** The shape the catalogue gives slugs: lowercase ASCII words joined by dashes. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isCarSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && slugPattern.test(value)
}

export type SlugListProblem = 'tooLong' | 'tooMany' | 'malformed'

export type SlugListResult = { slugs: string[]; problem: null } | { slugs: []; problem: SlugListProblem }

/**
 * The slugs in `raw` (commas between them, spaces around them ignored, each kept once in its
 * first place), or the reason the list cannot be read: longer than any real list, more than `max`
 * slugs, or something that is not a slug. An absent or empty value is an empty list.
 */
export function parseSlugList(raw: string | null | undefined, max: number): SlugListResult {
  if (!raw) return { slugs: [], problem: null }
  if (raw.length > Math.min(MAX_SLUG_LIST_TEXT, max * (MAX_SLUG_LENGTH + 1))) return { slugs: [], problem: 'tooLong' }
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  if (!parts.every(isCarSlug)) return { slugs: [], problem: 'malformed' }
  const slugs = [...new Set(parts)]
  if (slugs.length > max) return { slugs: [], problem: 'tooMany' }
  return { slugs, problem: null }
}

/** The value of `?auto=` for these slugs (commas are kept readable: slugs never contain one). */
export function slugListParam(slugs: readonly string[]): string {
  return slugs.join(',')
}
