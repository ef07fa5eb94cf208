import { readAnswer } from '@autosalone/domain/answer-contract'
import { mediaItemSchema } from '@autosalone/domain/media/media-item'
import type { MediaItem } from '../types'
import type { AdminClient } from './admin-client'
import type { UploadProgress } from './upload-request'

/** Sends one photo to the library (`file` field); the answer is the new media item. */
export async function uploadMedia(
  client: AdminClient,
  file: Blob,
  filename: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<MediaItem> {
  const form = new FormData()
  form.append('file', file, filename)
  const path = '/api/admin/media/upload'
  return readAnswer(mediaItemSchema, await client.upload<unknown>(path, form, { onProgress }), `POST ${path}`)
}
