import type { CollectionBeforeValidateHook } from 'payload'

import { toYouTubeId } from '../../../lib/youtube'

const tidyList = (value: unknown) =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter(Boolean)
    : value

/**
 * Trims what people type: empty feature and colour rows are dropped, and a
 * YouTube link is reduced to its id (anything else is left for validation to refuse).
 */
export const tidyCarInput: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const next = { ...data }
  for (const key of ['brand', 'model', 'name', 'description'] as const) {
    if (typeof next[key] === 'string') next[key] = next[key].trim()
  }
  if ('features' in next) next.features = tidyList(next.features)
  if ('colors' in next) next.colors = tidyList(next.colors)
  if (typeof next.youtubeVideoId === 'string') {
    const raw = next.youtubeVideoId.trim()
    next.youtubeVideoId = raw === '' ? null : (toYouTubeId(raw) ?? raw)
  }
  return next
}
