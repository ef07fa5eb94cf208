import type { CarRecord } from '@autosalone/domain/car-record'
import { CHANNELS, EXCLUSION_REASONS, type Channel, type ChannelAnswer } from '@autosalone/domain/channels/channels'
import { exclusionCodes } from '@autosalone/domain/channels/eligibility'
import type { Payload, PayloadRequest } from 'payload'

import { OFFERED, carPages } from './feedCars'

type ChannelCars = Pick<ChannelAnswer, 'included' | 'excluded'>

/** Whether a channel takes the car: a car on offer with nothing missing. */
export function inChannel(channel: Channel, car: CarRecord): boolean {
  return car.status !== 'venduta' && exclusionCodes(channel, car).length === 0
}

/** Every car on offer, sorted into each channel's feed or its list of cars left out with the reasons. */
export async function carsByChannel(payload: Payload, req: PayloadRequest): Promise<Record<Channel, ChannelCars>> {
  const result = Object.fromEntries(
    CHANNELS.map((channel): [Channel, ChannelCars] => [channel, { included: [], excluded: [] }]),
  ) as Record<Channel, ChannelCars>
  for await (const cars of carPages(payload, { where: OFFERED, req })) {
    for (const car of cars) {
      for (const channel of CHANNELS) {
        const codes = exclusionCodes(channel, car)
        if (codes.length === 0) result[channel].included.push(car.id)
        else
          result[channel].excluded.push({
            id: car.id,
            name: car.name,
            codes,
            reasons: codes.map((code) => EXCLUSION_REASONS[code]),
          })
      }
    }
  }
  return result
}
