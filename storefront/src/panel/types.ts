import type { MediaItem as MediaItemAnswer, MediaListItem } from '@autosalone/domain/media/media-item'

/**
 * A photo of the shared library as the panel keeps it: the contract's media item, with the cars
 * that use it once the library's list (`GET /api/admin/media`) has said so.
 */
export type MediaItem = MediaItemAnswer & Partial<Pick<MediaListItem, 'usedBy'>>
