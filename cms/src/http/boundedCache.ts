import { LRUCache } from 'lru-cache'

export interface BoundedCacheOptions<V> {
  /** Memory for every kept value together. */
  maxBytes: number
  /** A value bigger than this is shared with the requests waiting for it, never kept. */
  maxEntryBytes: number
  /** Many small values cost more than their bytes: the number of entries is bounded too. */
  maxEntries: number
  bytesOf: (value: V) => number
}

/** What a maker gives: the value, and whether later requests of the same version may have it. */
export interface Made<V> {
  value: V
  keep: boolean
}

/** Where a request's value came from: kept earlier, made by this request, or made by another one meanwhile. */
export type Source = 'kept' | 'made' | 'shared'

type Maker<V> = () => Promise<Made<V>>

/**
 * Values kept in memory within a byte budget, least recently used out (lru-cache), each for one
 * version of what it was made from: the version (asked of PostgreSQL by the caller, so an edit
 * through any replica counts at once) is part of the key, so a request never gets a value made
 * for another version, nor waits for one. A superseded version is never asked for again and
 * leaves first when room is needed. Requests for a key and version being made wait for that one
 * making, whatever it gives; a maker that fails fails them all, and nothing is kept.
 */
export function createBoundedCache<V>(options: BoundedCacheOptions<V>) {
  const cache = new LRUCache<string, Made<V>, Maker<V>>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes,
    // lru-cache stores nothing bigger than maxEntrySize and still hands it to those waiting for it.
    sizeCalculation: (made) => (made.keep ? Math.max(1, options.bytesOf(made.value)) : options.maxEntryBytes + 1),
    fetchMethod: (_key, _stale, { context }) => context(),
    // A value evicted while it is made still goes to the requests waiting for it.
    ignoreFetchAbort: true,
  })

  /** The value kept for `key` at `version`, or the one `make` gives, made once for every request asking meanwhile. */
  async function get(key: string, version: string, make: Maker<V>): Promise<{ value: V; source: Source }> {
    const status: LRUCache.Status<string, Made<V>, Maker<V>> = {}
    const made = await cache.fetch(`${version}\n${key}`, { context: make, status })
    if (made === undefined) throw new Error(`No value for ${key}`)
    const source = status.fetch === 'hit' ? 'kept' : status.fetch === 'inflight' ? 'shared' : 'made'
    return { value: made.value, source }
  }

  return { get }
}
