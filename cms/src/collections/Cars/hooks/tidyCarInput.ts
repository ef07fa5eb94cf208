import type { CollectionBeforeValidateHook } from 'payload'

import { CAR_ENUMS, normalizeEnum } from '@autosalone/domain/enums'
import { toYouTubeId } from '@autosalone/domain/youtube'

const tidyList = (value: unknown) =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter(Boolean)
    : value

/**
 * Trims what people type: empty feature and colour rows are dropped, an
 * enumeration's label becomes its stored value, and a YouTube link is reduced to
 * its id (anything else is left for validation to refuse), as the API does.
 */
export const tidyCarInput: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const next = { ...data }
  for (const key of ['brand', 'model', 'name', 'description', 'descriptionEn'] as const) {
    if (typeof next[key] === 'string') next[key] = next[key].trim()
  }
  for (const [field, allowed] of Object.entries(CAR_ENUMS)) {
    if (!(field in next)) continue
    const value: unknown = next[field]
    next[field] = normalizeEnum(value, allowed) ?? value
  }
  if ('features' in next) next.features = tidyList(next.features)
  if ('featuresEn' in next) next.featuresEn = tidyList(next.featuresEn)
  if ('colors' in next) next.colors = tidyList(next.colors)
  if (typeof next.youtubeVideoId === 'string') {
    const raw = next.youtubeVideoId.trim()
    next.youtubeVideoId = raw === '' ? null : (toYouTubeId(raw) ?? raw)
  }
  return next
}
