import { Readable } from 'node:stream'
import { stringify, type Stringifier } from 'csv-stringify'
import type { Payload } from 'payload'

import type { Channel } from '@autosalone/domain/channels/channels'
import { inChannel } from './channelCars'
import { OFFERED, carPages } from './feedCars'
import { dealerFacts } from './feedSettings'
import { GOOGLE_COLUMNS, googleRow } from './googleVehicleAds'
import { META_COLUMNS, metaRow } from './metaCatalogue'

export const FEED_CONTENT_TYPES: Record<Channel, string> = {
  'google-vehicle-ads': 'text/tab-separated-values; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
}

/**
 * Google reads a tab-delimited file without quoting (every value is one line without tabs);
 * Meta reads CSV as RFC 4180 writes it.
 */
function writer(channel: Channel): Stringifier {
  return channel === 'google-vehicle-ads'
    ? stringify({ delimiter: '\t', quote: false, record_delimiter: 'unix' })
    : stringify({ delimiter: ',', record_delimiter: 'unix' })
}

/** The header, then each car the channel takes, a page of cars read at a time. */
async function* feedRecords(payload: Payload, channel: Channel, siteUrl: string): AsyncGenerator<string[]> {
  const dealer = await dealerFacts(payload)
  if (channel === 'google-vehicle-ads') {
    yield [...GOOGLE_COLUMNS]
    for await (const cars of carPages(payload, { where: OFFERED })) {
      for (const car of cars) {
        if (inChannel(channel, car)) {
          const row = googleRow(car, siteUrl, dealer)
          yield GOOGLE_COLUMNS.map((column) => row[column])
        }
      }
    }
    return
  }
  yield [...META_COLUMNS]
  for await (const cars of carPages(payload, { where: OFFERED })) {
    for (const car of cars) if (inChannel(channel, car)) yield metaRow(car, siteUrl, dealer)
  }
}

/** The channel's feed as a stream of text, made as it is read (backpressure included). */
export function feedStream(payload: Payload, channel: Channel, siteUrl: string): Readable {
  const source = Readable.from(feedRecords(payload, channel, siteUrl))
  const text = writer(channel)
  // pipe() does not pass on a failed read: the reader must see the feed end in an error.
  source.on('error', (error) => text.destroy(error))
  return source.pipe(text)
}
