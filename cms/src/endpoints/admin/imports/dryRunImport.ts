import type { Endpoint } from 'payload'

import { dryRunBodySchema, IMPORT_ACTIONS, type DryRunAnswer } from '@autosalone/domain/imports/import-api'
import { readEnv } from '../../../boot/env'
import { carsMissingFrom, planImport } from '../../../imports/importPlan'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'
import { assertStatus, findImport, readJsonBody } from './importRecord'

/**
 * POST /api/admin/imports/{id}/dry-run with `{ mapping, valueMap, matchBy }`: every row's verdict
 * (create, update, unchanged, error with its messages) against the catalogue as it is, and nothing
 * written but the choices, which the apply uses and the next file starts from.
 */
export const dryRunImport: Endpoint = {
  path: '/admin/imports/:id/dry-run',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const doc = await findImport(req)
    assertStatus(
      doc,
      ['uploaded', 'checked'],
      'Questa importazione è già stata applicata: caricala di nuovo per rifarla.',
    )
    const settings = await readJsonBody(req, dryRunBodySchema)
    const planned = await planImport(req, doc, settings, readEnv().importPhotoHosts)
    const { missing, stock } = await carsMissingFrom(req, planned)
    await req.payload.update({
      collection: 'imports',
      id: doc.id,
      data: { mapping: settings.mapping, valueMap: settings.valueMap, matchBy: settings.matchBy, status: 'checked' },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const count = (action: string) => planned.filter((row) => row.action === action).length
    const answer: DryRunAnswer = {
      id: doc.id,
      rows: planned.map(({ row, action, carId, changes, photos, messages }) => ({
        row,
        action,
        carId,
        changes,
        photos,
        messages,
      })),
      summary: {
        ...(Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, count(action)])) as Record<
          (typeof IMPORT_ACTIONS)[number],
          number
        >),
        missing: missing.length,
        stock,
      },
    }
    return Response.json(answer)
  }),
}
