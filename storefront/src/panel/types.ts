import type { MediaItem as MediaItemAnswer, MediaListItem } from '@autosalone/domain/media/media-item'

export interface AdminUser {
  id: number
  username: string
  /** 'titolare' or 'venditore' (`/api/users/me`; the sign-in's answer leaves it out) */
  role?: string
  name?: string | null
}

/**
 * A photo of the shared library as the panel keeps it: the contract's media item, with the cars
 * that use it once the library's list (`GET /api/admin/media`) has said so.
 */
export type MediaItem = MediaItemAnswer & Partial<Pick<MediaListItem, 'usedBy'>>
