import { useMutation } from '@tanstack/react-query'
import type { Channel } from '@autosalone/domain/channels/channels'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'
import { useKeepChannelChange, type ChannelChange } from './keep-channel-change'

/** `PATCH /api/admin/channels/{channel}`. */
export const setChannelEnabled = (request: ApiClient, channel: Channel, enabled: boolean) =>
  request<ChannelChange>(`/api/admin/channels/${channel}`, { method: 'PATCH', body: { enabled } })

export function useSetChannelEnabled(channel: Channel) {
  const { request } = useAdminClient()
  const keep = useKeepChannelChange()
  return useMutation({
    mutationFn: (enabled: boolean) => setChannelEnabled(request, channel, enabled),
    onSuccess: keep,
  })
}
