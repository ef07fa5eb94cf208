import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import fresh from 'fresh'
import type { Payload } from 'payload'

import { CHANNEL_EXTENSIONS, isChannel, type Channel } from '@autosalone/domain/channels/channels'
import { keyMatches, readChannels } from './channelStore'
import { createKeptFeeds } from './keptFeeds'
import { FEED_CONTENT_TYPES, feedStream } from './writeFeed'
import { poolOf } from '../lib/database'

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
 * `GET /feeds/<channel>/<key>.<ext>`: the channel's feed, made from the database and kept while
 * the catalogue version is unchanged. The key is checked against PostgreSQL on every request, so a
 * rotated key is refused at once by every replica. Answers are private to the key's holder (no
 * shared cache may keep one), revalidated by ETag or Last-Modified, gzip-compressed when asked.
 */
export function serveFeeds(
  payload: Payload,
  { siteUrl, catalogueVersion }: { siteUrl: string; catalogueVersion: () => Promise<string> },
): RequestHandler {
  const kept = createKeptFeeds()

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

      const copy = kept.get(channel, version)
      if (copy) {
        const gzipped = Boolean(req.acceptsEncodings('gzip'))
        const body = gzipped ? copy.gzipped : copy.body
        if (gzipped) res.set('Content-Encoding', 'gzip')
        res.set('Content-Length', String(body.length)).status(200).end(body)
        return
      }

      // Made as it is sent (the compression middleware gzips it on the way), and kept once whole.
      const chunks: Buffer[] = []
      const stream = feedStream(payload, channel, siteUrl)
      stream.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)))
      stream.on('end', () => void kept.keep(channel, version, Buffer.concat(chunks)).catch(() => undefined))
      stream.on('error', (error) => {
        payload.logger.error({ err: error, msg: `Feed ${channel} failed` })
        if (!res.headersSent) next(error)
        else res.destroy(error)
      })
      res.status(200)
      stream.pipe(res)
    } catch (error) {
      next(error)
    }
  }
}
