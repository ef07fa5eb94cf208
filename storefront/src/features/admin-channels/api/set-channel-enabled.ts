import { useMutation } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { channelChangeSchema, type Channel } from '@autosalone/domain/channels/channels'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'
import { useKeepChannelChange } from './keep-channel-change'

/** `PATCH /api/admin/channels/{channel}`. */
export const setChannelEnabled = async (request: ApiClient, channel: Channel, enabled: boolean) =>
  readAnswer(
    channelChangeSchema,
    await request<unknown>(`/api/admin/channels/${channel}`, { method: 'PATCH', body: { enabled } }),
    'PATCH /api/admin/channels/:channel',
  )

export function useSetChannelEnabled(channel: Channel) {
  const { request } = useAdminClient()
  const keep = useKeepChannelChange()
  return useMutation({
    mutationFn: (enabled: boolean) => setChannelEnabled(request, channel, enabled),
    onSuccess: keep,
  })
}
