import type { CarPhoto } from '@autosalone/domain/car-record'
import type { FieldHook } from 'payload'

/**
 * The car's first photo, for a read that selects `cover` instead of `photos` (a list of cards
 * needs one photo per car, not every photo in five forms). A read that has the photos already
 * carries the cover as their first: it gets no second copy.
 */
export const coverPhoto: FieldHook = ({ siblingData }) => {
  if ('photos' in siblingData) return undefined
  const gallery = siblingData.gallery as CarPhoto[] | null | undefined
  return Array.isArray(gallery) ? (gallery[0] ?? null) : null
}
