import { useMutation } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { channelChangeSchema, type Channel } from '@autosalone/domain/channels/channels'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from '@/panel/api/admin-client'
import { useKeepChannelChange } from './keep-channel-change'

/** `POST /api/admin/channels/{channel}/rotate-key`: a new address; the old one answers 404 from now on. */
export const rotateChannelKey = async (request: ApiClient, channel: Channel) =>
  readAnswer(
    channelChangeSchema,
    await request<unknown>(`/api/admin/channels/${channel}/rotate-key`, { method: 'POST' }),
    'POST /api/admin/channels/:channel/rotate-key',
  )

/** 'Rigenera chiave'. */
export function useRotateKey(channel: Channel) {
  const { request } = useAdminClient()
  const keep = useKeepChannelChange()
  return useMutation({ mutationFn: () => rotateChannelKey(request, channel), onSuccess: keep })
}
