import { useMutation } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { mediaItemSchema } from '@autosalone/domain/media/media-item'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from './admin-client'
import { useRefreshPhotos } from './refresh-photos'

/** `POST /api/admin/media/{id}/restore`: a photo out of the trash, back in the library and on the cars it was taken off. */
export async function restorePhoto(request: ApiClient, id: number) {
  const path = `/api/admin/media/${id}/restore`
  return readAnswer(mediaItemSchema, await request<unknown>(path, { method: 'POST' }), `POST ${path}`)
}

export function useRestorePhoto() {
  const { request } = useAdminClient()
  const refresh = useRefreshPhotos()
  return useMutation({ mutationFn: (id: number) => restorePhoto(request, id), onSuccess: refresh })
}
