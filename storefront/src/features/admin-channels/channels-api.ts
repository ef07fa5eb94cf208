import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { channelListSchema, type Channel, type ChannelAnswer } from '@autosalone/domain/channels/channels'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminKeys } from '@/lib/query-keys'

/** Every channel with its address, its cars and the cars it leaves out. */
export function useChannels() {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: adminKeys.channels(),
    queryFn: async () => channelListSchema.parse(await request<unknown>('/api/admin/channels')).channels,
  })
}

type ChannelChange = Pick<ChannelAnswer, 'channel' | 'enabled' | 'url'>

/** Puts a changed channel's state into the list the page shows. */
function useKeepChange() {
  const queryClient = useQueryClient()
  return (change: ChannelChange) =>
    queryClient.setQueryData<ChannelAnswer[]>(adminKeys.channels(), (list) =>
      list?.map((item) => (item.channel === change.channel ? { ...item, ...change } : item)),
    )
}

export function useSetChannelEnabled(channel: Channel) {
  const { request } = useAdminClient()
  const keep = useKeepChange()
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request<ChannelChange>(`/api/admin/channels/${channel}`, { method: 'PATCH', body: { enabled } }),
    onSuccess: keep,
  })
}

/** 'Rigenera chiave': a new address; the old one answers 404 from now on. */
export function useRotateKey(channel: Channel) {
  const { request } = useAdminClient()
  const keep = useKeepChange()
  return useMutation({
    mutationFn: () => request<ChannelChange>(`/api/admin/channels/${channel}/rotate-key`, { method: 'POST' }),
    onSuccess: keep,
  })
}
