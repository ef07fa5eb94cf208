import {
  CHANNELS,
  CHANNEL_PROBLEMS,
  feedUrl,
  isChannel,
  type Channel,
  type ChannelAnswer,
  type ChannelChange,
} from '@autosalone/domain/channels/channels'
import { channelProblemCodes } from '@autosalone/domain/channels/eligibility'
import { APIError, type PayloadRequest } from 'payload'

import { carsByChannel } from '../../../feeds/channelCars'
import { readChannels, type ChannelState } from '../../../feeds/channelStore'
import { dealerFacts } from '../../../feeds/feedSettings'

export const CHANNEL_NOT_FOUND = 'Canale non trovato'

/** The `:channel` of the path, or a 404. */
export function routeChannel(req: PayloadRequest): Channel {
  const channel = req.routeParams?.channel
  if (!isChannel(channel)) throw new APIError(CHANNEL_NOT_FOUND, 404, null, true)
  return channel
}

const siteUrl = () => process.env.SITE_URL ?? ''

/** What the panel needs of one channel after a change: its state and address (the cars do not change). */
export function channelState(channel: Channel, state: ChannelState): ChannelChange {
  return { channel, enabled: state.enabled, url: feedUrl(siteUrl(), channel, state.key) }
}

/** Every channel: on or off, its address, the cars in it and those left out with the reasons. */
export async function channelAnswers(req: PayloadRequest): Promise<ChannelAnswer[]> {
  const [states, cars, dealer] = await Promise.all([
    readChannels(req.payload, req),
    carsByChannel(req.payload, req),
    dealerFacts(req.payload, req),
  ])
  return CHANNELS.map((channel) => {
    const problemCodes = channelProblemCodes(channel, { googleStoreCode: dealer.storeCode })
    return {
      ...channelState(channel, states[channel]),
      ...cars[channel],
      problemCodes,
      problems: problemCodes.map((code) => CHANNEL_PROBLEMS[code]),
    }
  })
}
