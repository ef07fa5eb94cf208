import { createHash, timingSafeEqual } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import type { Channel } from '@autosalone/domain/channels/channels'
import { newFeedKey } from '../globals/FeedChannels'

/** The field group of each channel in the `feed-channels` global. */
const GROUP = { 'google-vehicle-ads': 'googleVehicleAds', meta: 'meta' } as const satisfies Record<Channel, string>

export interface ChannelState {
  enabled: boolean
  key: string
}

type Stored = Partial<Record<(typeof GROUP)[Channel], { enabled?: boolean | null; key?: string | null } | null>>

function stateOf(stored: Stored, channel: Channel): ChannelState {
  const group = stored[GROUP[channel]]
  return { enabled: group?.enabled !== false, key: group?.key ?? '' }
}

/** Every channel's state, read as the dealer (the panel) or, for a feed request, by the server itself. */
export async function readChannels(payload: Payload, req?: PayloadRequest): Promise<Record<Channel, ChannelState>> {
  const stored = (await payload.findGlobal({
    slug: 'feed-channels',
    depth: 0,
    ...(req ? { req, user: req.user, overrideAccess: false } : { overrideAccess: true }),
  })) as Stored
  return { 'google-vehicle-ads': stateOf(stored, 'google-vehicle-ads'), meta: stateOf(stored, 'meta') }
}

/** Changes one channel as the dealer; the other keeps what it has. */
export async function updateChannel(
  req: PayloadRequest,
  channel: Channel,
  change: Partial<ChannelState>,
): Promise<ChannelState> {
  const current = await readChannels(req.payload, req)
  const saved = (await req.payload.updateGlobal({
    slug: 'feed-channels',
    data: { [GROUP[channel]]: { ...current[channel], ...change } },
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
  })) as Stored
  return stateOf(saved, channel)
}

export function rotateKey(req: PayloadRequest, channel: Channel): Promise<ChannelState> {
  return updateChannel(req, channel, { key: newFeedKey() })
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Compares keys in constant time, so the answer's timing tells nothing about a guess. */
export function keyMatches(given: string, state: ChannelState): boolean {
  return state.key !== '' && timingSafeEqual(digest(given), digest(state.key))
}
