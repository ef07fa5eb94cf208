import { photoFields, type CarPhoto } from '@autosalone/domain/car-record'
import type { CollectionAfterReadHook } from 'payload'

import { AUTHOR_FIELD_NAMES } from '../history/authorFields'
import { RAW_VERSIONS } from '../history/carVersions'

/** Optional fields answered with their default rather than null. */
const DEFAULTS = { mileage: 0, power: 0, description: '', descriptionEn: '' } as const

/**
 * The record the spec's clients read (`CarRecord` of the contract): the photos
 * once, as objects, plus the fields the spec derives from them, the colours as one
 * text, and defaults for the optional numbers and text. The stored `gallery` copy
 * is the photos' source; it is not answered as well. A read that selects fields
 * gets the photo fields only when it selected `photos`, and the colours and
 * features only when it selected them (the stored photos are read for every
 * selection, for `cover`: see the collection's `forceSelect`). Who saved the car is kept for its
 * history, which reads the versions as stored (`RAW_VERSIONS` in the context).
 */
export const addDerivedFields: CollectionAfterReadHook = ({ doc, context }) => {
  if (!doc || context[RAW_VERSIONS]) return doc as unknown
  const { gallery, ...record } = doc as Record<string, unknown>
  for (const field of AUTHOR_FIELD_NAMES) delete record[field]
  for (const [field, fallback] of Object.entries(DEFAULTS)) {
    if (field in record) record[field] ??= fallback
  }
  if ('colors' in record) {
    const colors = Array.isArray(record.colors) ? (record.colors as string[]) : []
    record.colors = colors
    record.color = colors.join(', ')
  }
  for (const list of ['features', 'featuresEn'])
    if (list in record) record[list] = Array.isArray(record[list]) ? (record[list] as unknown[]) : []
  if (!('photos' in record)) return record
  return { ...record, ...photoFields(Array.isArray(gallery) ? (gallery as CarPhoto[]) : []) }
}
