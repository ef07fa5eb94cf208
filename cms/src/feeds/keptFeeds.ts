import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)

export interface KeptFeed {
  version: string
  body: Buffer
  gzipped: Buffer
}

/** A feed bigger than this is made for every request rather than kept (2,000 cars make about 2 MB). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024

/**
 * Each channel's feed of one catalogue version, with its gzip copy (made on libuv's threads):
 * at most one per channel, so memory stays bounded. A copy is only sent for its own version, so
 * an edit anywhere is in the next answer.
 */
export function createKeptFeeds() {
  const kept = new Map<string, KeptFeed>()
  return {
    get(channel: string, version: string): KeptFeed | undefined {
      const feed = kept.get(channel)
      return feed?.version === version ? feed : undefined
    },
    async keep(channel: string, version: string, body: Buffer): Promise<void> {
      if (body.length > MAX_KEPT_BYTES) return
      kept.set(channel, { version, body, gzipped: await gzipAsync(body) })
    },
  }
}
