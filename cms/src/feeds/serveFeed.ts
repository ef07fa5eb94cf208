import { createHash } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'
import fresh from 'fresh'
import type { Payload } from 'payload'

import { CHANNEL_EXTENSIONS, isChannel, type Channel } from '@autosalone/domain/channels/channels'
import { keyMatches, readChannels } from './channelStore'
import { createBoundedCache } from '../http/boundedCache'
import { FEED_CONTENT_TYPES, feedStream } from './writeFeed'
import { poolOf } from '../lib/database'

const gzipAsync = promisify(gzip)

/** A feed with its gzip copy bigger than this is made for every request rather than kept (2,000 cars make about 2 MB). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024

interface Feed {
  body: Buffer
  gzipped: Buffer
}

/** Changes when the feeds' columns or values change, so a client's copy of an older form is not reused. */
const FEED_FORMAT = '1'
const FILE = /^([A-Za-z0-9_-]{16,128})\.([a-z]{3})$/

/** The time of the newest change a feed is made from: a car (a sale is one) or the settings. */
const MODIFIED_QUERY = {
  name: 'feed-last-modified',
  text: `select greatest((select max(updated_at) from cars), (select max(updated_at) from site_settings)) as modified`,
}

async function lastModified(payload: Payload): Promise<Date> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ modified: Date | null }>(MODIFIED_QUERY)
  const modified = rows[0]?.modified ?? new Date(0)
  // HTTP dates have whole seconds: round up so that the copy made this second counts as fresh.
  return new Date(Math.ceil(modified.getTime() / 1000) * 1000)
}

/** A wrong or revoked key, a channel turned off, a malformed address: the same plain 404 as anything unknown. */
function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found')
}

function feedAddress(req: Request): { channel: Channel; key: string } | null {
  const { channel, file } = req.params as { channel?: string; file?: string }
  const match = FILE.exec(file ?? '')
  if (!isChannel(channel) || !match || CHANNEL_EXTENSIONS[channel] !== match[2]) return null
  return { channel, key: match[1] }
}

/**
 * `GET /feeds/<channel>/<key>.<ext>`: the channel's feed, made from the database once for the
 * requests that ask meanwhile and kept while the catalogue version is unchanged. The key is
 * checked against PostgreSQL on every request, so a rotated key is refused at once by every replica. Answers are private to the key's holder (no
 * shared cache may keep one), revalidated by ETag or Last-Modified, gzip-compressed when asked.
 */
export function serveFeeds(
  payload: Payload,
  { siteUrl, catalogueVersion }: { siteUrl: string; catalogueVersion: () => Promise<string> },
): RequestHandler {
  // Each channel's feed of one catalogue version, with its gzip copy (made on libuv's threads).
  const feeds = createBoundedCache<Feed>({
    maxBytes: 2 * MAX_KEPT_BYTES,
    maxEntryBytes: MAX_KEPT_BYTES,
    maxEntries: 8,
    bytesOf: (feed) => feed.body.length + feed.gzipped.length,
  })
  const makeFeed = async (channel: Channel) => {
    try {
      const body = await buffer(feedStream(payload, channel, siteUrl))
      return { value: { body, gzipped: await gzipAsync(body) }, keep: true }
    } catch (error) {
      payload.logger.error({ err: error, msg: `Feed ${channel} failed` })
      throw error
    }
  }

  return async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed')
        return
      }
      const address = feedAddress(req)
      if (!address) return notFound(res)
      const state = (await readChannels(payload))[address.channel]
      if (!state.enabled || !keyMatches(address.key, state)) return notFound(res)

      const { channel } = address
      const [version, modified] = await Promise.all([catalogueVersion(), lastModified(payload)])
      const tag = `W/"${createHash('sha1').update(`${FEED_FORMAT}\n${channel}\n${siteUrl}\n${version}`).digest('base64url')}"`
      res.set({
        'Content-Type': FEED_CONTENT_TYPES[channel],
        'Cache-Control': 'private, no-cache',
        Vary: 'Accept-Encoding',
        ETag: tag,
        'Last-Modified': modified.toUTCString(),
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      })
      // Only the validators are compared: fetch() adds `Cache-Control: no-cache` to every
      // conditional request, which fresh() would take as "never fresh".
      const validators = {
        'if-none-match': req.headers['if-none-match'],
        'if-modified-since': req.headers['if-modified-since'],
      }
      if (fresh(validators, { etag: tag, 'last-modified': modified.toUTCString() })) {
        res.status(304).end()
        return
      }

      const { value: feed } = await feeds.get(channel, version, () => makeFeed(channel))
      const gzipped = Boolean(req.acceptsEncodings('gzip'))
      const body = gzipped ? feed.gzipped : feed.body
      if (gzipped) res.set('Content-Encoding', 'gzip')
      res.set('Content-Length', String(body.length)).status(200).end(body)
    } catch (error) {
      next(error)
    }
  }
}
