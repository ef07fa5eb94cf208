import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { mediaListAnswerSchema } from '@autosalone/domain/media/media-item'
import type { MediaItem } from '../types'
import { useAdminClient, type AdminClient } from './admin-client'
import { mediaKeys } from '@/lib/query-keys'

export async function getMedia({ request }: AdminClient): Promise<MediaItem[]> {
  const path = '/api/admin/media'
  return readAnswer(mediaListAnswerSchema, await request<unknown>(path), `GET ${path}`).docs
}

/** The shared photo library, newest first: fresh for 10 s and refetched when the window regains focus. */
export function mediaQueryOptions(client: AdminClient) {
  return queryOptions({
    queryKey: mediaKeys.list(),
    queryFn: () => getMedia(client),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  })
}

export function useMedia() {
  return useQuery(mediaQueryOptions(useAdminClient()))
}
