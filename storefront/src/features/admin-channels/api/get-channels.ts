import { queryOptions, useQuery } from '@tanstack/react-query'
import { channelListSchema } from '@autosalone/domain/channels/channels'
import type { ApiClient } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/channels`: every channel with its address, its cars and the cars it leaves out. */
export const getChannels = async (request: ApiClient) =>
  channelListSchema.parse(await request<unknown>('/api/admin/channels')).channels

export function channelsQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminKeys.channels(), queryFn: () => getChannels(request) })
}

export function useChannels() {
  const { request } = useAdminClient()
  return useQuery(channelsQueryOptions(request))
}
