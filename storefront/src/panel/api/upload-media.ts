import type { MediaItem } from '../types'
import type { AdminClient } from './admin-client'
import type { UploadProgress } from './upload-request'

/** Sends one photo to the library (`file` field); the answer is the new media item. */
export function uploadMedia(
  client: AdminClient,
  file: Blob,
  filename: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<MediaItem> {
  const form = new FormData()
  form.append('file', file, filename)
  return client.upload<MediaItem>('/api/admin/media/upload', form, { onProgress })
}
