import type { Endpoint } from 'payload'

import { recordAudit } from '../../../audit/recordAudit'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireOwner } from '../../shared/requireAdmin'
import { leadFilter, leadView } from './leadQuery'

const COLUMNS = [
  'id',
  'createdAt',
  'type',
  'status',
  'name',
  'phone',
  'email',
  'preferredContact',
  'car',
  'message',
  'details',
  'marketing',
  'notes',
] as const

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value) ?? ''
}

/**
 * A cell as spreadsheets read it: quoted, quotes doubled, and a leading
 * = + - @ neutralised so a visitor's text never runs as a formula.
 */
export function csvCell(value: unknown): string {
  let text = cellText(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** GET /api/admin/leads/export?type=&status=: the filtered requests as CSV (UTF-8 with BOM, for Excel). */
export const exportLeads: Endpoint = {
  path: '/admin/leads/export',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'leads.exportPersonalData')
    const { docs } = await req.payload.find({
      collection: 'leads',
      where: leadFilter(req),
      sort: '-createdAt',
      pagination: false,
      depth: 1,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const rows = docs
      .map(leadView)
      .map((lead) =>
        [
          lead.id,
          lead.createdAt,
          lead.type,
          lead.status,
          lead.name,
          lead.phone,
          lead.email,
          lead.preferredContact,
          lead.car?.name,
          lead.message,
          lead.details,
          lead.consents.marketing ? 'sì' : 'no',
          lead.notes,
        ]
          .map(csvCell)
          .join(','),
      )
    // The filters and the count, never the requests' contents (they are visitors' personal data).
    const filters = Object.fromEntries(['type', 'status'].map((key) => [key, req.searchParams.get(key)?.slice(0, 40)]))
    await recordAudit(req, { action: 'exports.leads', details: { rows: docs.length, ...filters } })
    const body = `\uFEFF${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="richieste.csv"',
        'Cache-Control': 'no-store',
      },
    })
  }),
}
