import { photoFields, type CarPhoto } from '@autosalone/domain/car-record'
import type { CollectionAfterReadHook } from 'payload'

/** Optional fields answered with their default rather than null. */
const DEFAULTS = { mileage: 0, power: 0, description: '' } as const

/**
 * The record the spec's clients read (`CarRecord` of the contract): the photos
 * once, as objects, plus the fields the spec derives from them, the colours as one
 * text, and defaults for the optional numbers and text. The stored `gallery` copy
 * is the photos' source; it is not answered as well. A read that selects fields
 * gets the photo fields only when it read the stored photos.
 */
export const addDerivedFields: CollectionAfterReadHook = ({ doc }) => {
  const stored = doc as Record<string, unknown> | null | undefined
  if (!stored) return stored
  const { gallery, ...record } = stored
  for (const [field, fallback] of Object.entries(DEFAULTS)) {
    if (field in record) record[field] ??= fallback
  }
  const colors = Array.isArray(record.colors) ? (record.colors as string[]) : []
  record.colors = colors
  record.color = colors.join(', ')
  record.features = Array.isArray(record.features) ? (record.features as string[]) : []
  if (gallery === undefined) return record
  return { ...record, ...photoFields(Array.isArray(gallery) ? (gallery as CarPhoto[]) : []) }
}
