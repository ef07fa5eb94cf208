import type { Endpoint } from 'payload'

import { channelPatchSchema } from '@autosalone/domain/channels/channels'
import { INVALID_FIELDS_MESSAGE } from '@autosalone/domain/car-input'
import { rotateKey, updateChannel } from '../../../feeds/channelStore'
import { BODY_LIMITS } from '../../../lib/requestLimits'
import { answerErrorsAsJson, invalidInput } from '../../shared/errorResponse'
import { readRequestBody } from '../../shared/readRequestBody'
import { requireOwner } from '../../shared/requireAdmin'
import { exportCarsCsv, exportCarsXlsx } from '../export/exportCars'
import { channelAnswers, channelState, routeChannel } from './channelAnswers'

const noStore = { headers: { 'Cache-Control': 'no-store' } }

/** GET /api/admin/channels: each channel with its address, its cars and the cars it leaves out. */
const listChannels: Endpoint = {
  path: '/admin/channels',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'channels.manage')
    return Response.json({ channels: await channelAnswers(req) }, noStore)
  }),
}

/** PATCH /api/admin/channels/:channel `{ enabled }`: turns a channel's feed on or off. */
const patchChannel: Endpoint = {
  path: '/admin/channels/:channel',
  method: 'patch',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'channels.manage')
    const channel = routeChannel(req)
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const parsed = channelPatchSchema.safeParse(fields)
    if (!parsed.success) {
      throw invalidInput(INVALID_FIELDS_MESSAGE, [{ field: 'enabled', message: 'enabled: deve essere vero o falso' }])
    }
    return Response.json(channelState(channel, await updateChannel(req, channel, parsed.data)), noStore)
  }),
}

/** POST /api/admin/channels/:channel/rotate-key: a new key; the old address answers 404 from now on. */
const rotateChannelKey: Endpoint = {
  path: '/admin/channels/:channel/rotate-key',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'channels.manage')
    const channel = routeChannel(req)
    return Response.json(channelState(channel, await rotateKey(req, channel)), noStore)
  }),
}

/** The sales channels' endpoints and the catalogue's export, in the order Payload matches them. */
export const channelEndpoints: Endpoint[] = [
  listChannels,
  patchChannel,
  rotateChannelKey,
  exportCarsCsv,
  exportCarsXlsx,
]
