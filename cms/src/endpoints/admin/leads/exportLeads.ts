import { stringify } from 'csv-stringify/sync'
import type { Endpoint } from 'payload'

import { recordAudit } from '../../../audit/recordAudit'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireOwner } from '../../shared/requireAdmin'
import { csvText } from '../export/carExportColumns'
import { leadExportRow, LEAD_EXPORT_COLUMNS } from './leadExportColumns'
import { leadFilter } from './leadQuery'

/**
 * GET /api/admin/leads/export?type=&status=: the filtered requests as Italian Excel opens a CSV
 * (`;`, BOM, Italian headers, local dates, decimal comma, one column a field, no formula).
 */
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
    // The filters and the count, never the requests' contents (they are visitors' personal data).
    const filters = Object.fromEntries(['type', 'status'].map((key) => [key, req.searchParams.get(key)?.slice(0, 40)]))
    await recordAudit(req, { action: 'exports.leads', details: { rows: docs.length, ...filters } })
    const records = [
      LEAD_EXPORT_COLUMNS.map((column) => column.header),
      ...docs.map((lead) => leadExportRow(lead).map(csvText)),
    ]
    const body = stringify(records, { delimiter: ';', bom: true, record_delimiter: 'windows' })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="richieste.csv"',
        'Cache-Control': 'no-store',
      },
    })
  }),
}
