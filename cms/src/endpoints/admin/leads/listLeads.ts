import type { Endpoint } from 'payload'

import type { LeadPage, NewLeadCount } from '@autosalone/domain/leads/admin-lead-answer'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'
import { dueToday, leadFilter, leadView } from './leadQuery'

const PAGE_SIZE = 50

/**
 * GET /api/admin/leads?type=&status=&mine=&due=&soldCar=&page=: the inbox, newest first, with the
 * count of new requests and of those to call back today ('Da richiamare oggi').
 */
export const listLeads: Endpoint = {
  path: '/admin/leads',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const page = Math.max(1, Math.min(10_000, Number(new URL(req.url ?? 'http://x/').searchParams.get('page')) || 1))
    const access = { user: req.user, overrideAccess: false, req } as const
    const result = await req.payload.find({
      collection: 'leads',
      where: leadFilter(req),
      sort: '-createdAt',
      limit: PAGE_SIZE,
      page,
      depth: 1,
      ...access,
    })
    const { totalDocs: newCount } = await req.payload.count({
      collection: 'leads',
      where: { status: { equals: 'nuova' } },
      ...access,
    })
    const { totalDocs: dueCount } = await req.payload.count({ collection: 'leads', where: dueToday(), ...access })
    return Response.json({
      docs: result.docs.map(leadView),
      dueCount,
      totalDocs: result.totalDocs,
      page: result.page ?? page,
      totalPages: result.totalPages,
      newCount,
    } satisfies LeadPage)
  }),
}

/** GET /api/admin/leads/new-count: the number in the panel's header. */
export const countNewLeads: Endpoint = {
  path: '/admin/leads/new-count',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const { totalDocs } = await req.payload.count({
      collection: 'leads',
      where: { status: { equals: 'nuova' } },
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ newCount: totalDocs } satisfies NewLeadCount)
  }),
}
