import { carRecordSchema, type CarRecord } from '@autosalone/domain/car-record'
import type { Payload, PayloadRequest, Where } from 'payload'

/** Cars read per query: a page of rows in memory at a time, whatever the catalogue's size. */
const PAGE_SIZE = 250

export interface CarPages {
  where?: Where
  /** the dealer's request for the panel and the export; without it, the feed's own read */
  req?: PayloadRequest
}

/**
 * Every car matching `where` (trashed ones never), by id, a page at a time. The panel and the
 * export read as the signed-in dealer. A feed has no user: it is let in by its key, and reads
 * with access overridden because Meta's catalogue needs the VIN, a field only the dealer reads;
 * each channel's writer decides which fields leave.
 */
export async function* carPages(payload: Payload, { where, req }: CarPages = {}): AsyncGenerator<CarRecord[]> {
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [...(where ? [where] : []), { id: { greater_than: after } }] },
      sort: 'id',
      limit: PAGE_SIZE,
      depth: 0,
      ...(req ? { req, user: req.user, overrideAccess: false } : { overrideAccess: true }),
    })
    if (docs.length === 0) return
    yield docs.map((doc) => carRecordSchema.parse(doc))
    after = docs[docs.length - 1].id
    if (docs.length < PAGE_SIZE) return
  }
}

/** Cars still offered: every status but sold. */
export const OFFERED: Where = { status: { not_equals: 'venduta' } }
