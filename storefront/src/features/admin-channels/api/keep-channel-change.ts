import { useQueryClient } from '@tanstack/react-query'
import type { ChannelAnswer, ChannelChange } from '@autosalone/domain/channels/channels'
import { adminKeys } from '@/lib/query-keys'

/** Puts a changed channel's state into the list the page shows. */
export function useKeepChannelChange() {
  const queryClient = useQueryClient()
  return (change: ChannelChange) =>
    queryClient.setQueryData<ChannelAnswer[]>(adminKeys.channels(), (list) =>
      list?.map((item) => (item.channel === change.channel ? { ...item, ...change } : item)),
    )
}
