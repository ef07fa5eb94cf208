import type { Endpoint } from 'payload'

import { auditLogQuery, type AuditEntry, type AuditLogPage } from '@autosalone/domain/audit/audit-log'
import type { AuditLog } from '../../payload-types'
import { answerErrorsAsJson, invalidInput } from '../shared/errorResponse'
import { requireOwner } from '../shared/requireAdmin'

const INVALID_QUERY = 'Parametri della ricerca non validi.'

function entryView(doc: AuditLog): AuditEntry {
  const user = doc.user && typeof doc.user === 'object' ? doc.user : null
  return {
    id: doc.id,
    at: doc.createdAt,
    action: doc.action,
    user: user ? { id: user.id, name: user.name ?? null, username: user.username } : null,
    username: doc.username ?? null,
    address: doc.address ?? null,
    target: doc.target ?? null,
    details: doc.details && typeof doc.details === 'object' && !Array.isArray(doc.details) ? doc.details : null,
  }
}

/**
 * GET /api/admin/audit-log?page=&limit=&action=&user=: the owner's audit log, newest first,
 * optionally of one action and of one account.
 */
export const listAuditLog: Endpoint = {
  path: '/admin/audit-log',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'audit.read')
    const params = Object.fromEntries(new URL(req.url ?? 'http://x/').searchParams)
    const parsed = auditLogQuery.safeParse(params)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '')),
        message: `${String(issue.path[0] ?? '')}: valore non valido`,
      }))
      throw invalidInput(INVALID_QUERY, errors)
    }
    const { page, limit, action, user } = parsed.data
    const result = await req.payload.find({
      collection: 'audit-log',
      where: {
        and: [...(action ? [{ action: { equals: action } }] : []), ...(user ? [{ user: { equals: user } }] : [])],
      },
      // The id breaks ties between entries of the same millisecond.
      sort: ['-createdAt', '-id'],
      page,
      limit,
      depth: 1,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const answer: AuditLogPage = {
      docs: result.docs.map(entryView),
      page: result.page ?? page,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  }),
}
