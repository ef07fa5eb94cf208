import { useMutation } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from './admin-client'
import { PHOTO_TRASH_PATH } from './get-trashed-photos'
import { useRefreshPhotos } from './refresh-photos'

/** `POST /api/admin/media/trash`: several photos to the trash at once (all or none). */
export const trashPhotos = async (request: ApiClient, ids: number[]): Promise<void> => {
  await request<unknown>(PHOTO_TRASH_PATH, { method: 'POST', body: { ids } })
}

export function useTrashPhotos() {
  const { request } = useAdminClient()
  const refresh = useRefreshPhotos()
  return useMutation({ mutationFn: (ids: number[]) => trashPhotos(request, ids), onSuccess: refresh })
}
