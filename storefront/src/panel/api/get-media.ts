import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MediaItem } from '../types'
import { useAdminClient, type AdminClient } from './admin-client'
import { adminQueries } from './admin-queries'

/** The list endpoint may answer a bare array or Payload's `{ docs }` envelope. */
type MediaListAnswer = MediaItem[] | { docs: MediaItem[] }

export async function getMedia({ request }: AdminClient): Promise<MediaItem[]> {
  const answer = await request<MediaListAnswer>('/api/admin/media')
  return Array.isArray(answer) ? answer : answer.docs
}

/** The shared photo library, newest first: fresh for 10 s and refetched when the window regains focus. */
export function mediaQueryOptions(client: AdminClient) {
  return queryOptions({
    queryKey: adminQueries.mediaList(),
    queryFn: () => getMedia(client),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  })
}

export function useMedia() {
  return useQuery(mediaQueryOptions(useAdminClient()))
}
