import { CAR_STATUSES } from '@autosalone/domain/enums'
import type { AdminCarListQuery, ListSort } from '@autosalone/domain/admin-car-list/list-query'
import { adminCarRowSchema, type AdminCarListAnswer } from '@autosalone/domain/admin-car-list/list-answer'
import { coverVariants, coverVariantsSchema, type CarCover } from '@autosalone/domain/car-record'
import type { PayloadRequest, Where } from 'payload'

import { searchWhere } from './searchWhere'

/** Each order ends on the id, so a page never repeats or skips a car added in the same instant. */
const SORTS: Record<ListSort, string[]> = {
  newest: ['-createdAt', '-id'],
  'price-asc': ['price', '-id'],
  'price-desc': ['-price', '-id'],
  'longest-in-stock': ['createdAt', 'id'],
}

/** The row's own fields, read as stored; `cover` is the first photo alone (see the collection's coverPhoto). */
const ROW_FIELDS: Record<string, true> = {
  ...Object.fromEntries(
    Object.keys(adminCarRowSchema.shape)
      .filter((field) => !(field in coverVariantsSchema.shape))
      .map((field) => [field, true]),
  ),
  cover: true,
}

function toRow(doc: Record<string, unknown>) {
  return adminCarRowSchema.parse({
    ...doc,
    plate: doc.plate ?? null,
    mileage: doc.mileage ?? 0,
    ...coverVariants(doc.cover as CarCover | undefined),
  })
}

/**
 * One page of the panel's list with PostgreSQL doing the work: the search, the status filter,
 * the order, the page and the count of each status for the search, all read as the signed-in
 * user (trashed cars stay out, as the collection's access says).
 */
export async function listPage(req: PayloadRequest, query: AdminCarListQuery): Promise<AdminCarListAnswer> {
  const search = searchWhere(query.q)
  const where = (status?: string): Where => {
    const conditions = [...search, ...(status ? [{ status: { equals: status } }] : [])]
    return conditions.length > 0 ? { and: conditions } : {}
  }
  const reading = { collection: 'cars', user: req.user, overrideAccess: false, req } as const

  const [found, all, ...byStatus] = await Promise.all([
    req.payload.find({
      ...reading,
      where: where(query.status === 'all' ? undefined : query.status),
      sort: SORTS[query.sort],
      page: query.page,
      limit: query.limit,
      depth: 0,
      select: ROW_FIELDS,
    }),
    req.payload.count({ ...reading, where: where() }),
    ...CAR_STATUSES.map((status) => req.payload.count({ ...reading, where: where(status) })),
  ])
  const counts = { all: all.totalDocs, disponibile: 0, prenotata: 0, venduta: 0 }
  CAR_STATUSES.forEach((status, index) => (counts[status] = byStatus[index]?.totalDocs ?? 0))

  return {
    docs: found.docs.map((doc) => toRow(doc as unknown as Record<string, unknown>)),
    page: query.page,
    limit: query.limit,
    totalDocs: found.totalDocs,
    totalPages: Math.max(1, Math.ceil(found.totalDocs / query.limit)),
    counts,
  }
}
