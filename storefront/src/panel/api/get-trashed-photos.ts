import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { mediaTrashAnswerSchema } from '@autosalone/domain/media/media-item'
import type { ApiClient } from '@/lib/api-client'
import { mediaKeys } from '@/lib/query-keys'
import { useAdminClient } from './admin-client'

export const PHOTO_TRASH_PATH = '/api/admin/media/trash'

/** `GET /api/admin/media/trash`: the photos in the trash. */
export const getTrashedPhotos = async (request: ApiClient) =>
  readAnswer(mediaTrashAnswerSchema, await request<unknown>(PHOTO_TRASH_PATH), `GET ${PHOTO_TRASH_PATH}`).docs

export function trashedPhotosQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: mediaKeys.trash(), queryFn: () => getTrashedPhotos(request) })
}

export function useTrashedPhotos() {
  const { request } = useAdminClient()
  return useQuery(trashedPhotosQueryOptions(request))
}
