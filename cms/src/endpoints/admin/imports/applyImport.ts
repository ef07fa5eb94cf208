import type { Endpoint } from 'payload'
import { APIError } from 'payload'

import { applyBodySchema, dryRunBodySchema, IMPORT_LIMITS } from '@autosalone/domain/imports/import-api'
import { readEnv } from '../../../boot/env'
import { startImportJob } from '../../../imports/importJobs'
import { carsMissingFrom, planImport } from '../../../imports/importPlan'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'
import { assertStatus, findImport, importState, readJsonBody } from './importRecord'

/**
 * POST /api/admin/imports/{id}/apply with `{ markMissingSold, confirmMassSold }`: starts the
 * import's job with the choices of its dry run and answers 202 with its state. Marking as sold
 * more than 20 % of the cars on offer is refused with 409 unless confirmed.
 */
export const applyImport: Endpoint = {
  path: '/admin/imports/:id/apply',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    const doc = await findImport(req)
    assertStatus(
      doc,
      ['checked'],
      'Prima di applicare l’importazione fai la prova (dry run) con la corrispondenza delle colonne.',
    )
    const options = await readJsonBody(req, applyBodySchema)
    if (options.markMissingSold) {
      const settings = dryRunBodySchema.parse({ mapping: doc.mapping, valueMap: doc.valueMap, matchBy: doc.matchBy })
      const { missing, stock } = await carsMissingFrom(
        req,
        await planImport(req, doc, settings, readEnv().importPhotoHosts),
      )
      if (missing.length > stock * IMPORT_LIMITS.massSoldShare && !options.confirmMassSold) {
        throw new APIError(
          `Segnare come vendute ${missing.length} auto su ${stock} (più del 20 %) richiede una conferma esplicita.`,
          409,
          { missing: missing.length, stock },
          true,
        )
      }
    }
    const queued = await req.payload.update({
      collection: 'imports',
      id: doc.id,
      data: { status: 'queued', markMissingSold: options.markMissingSold },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    await startImportJob(req.payload, doc.id)
    return Response.json(await importState(req, queued), { status: 202 })
  }),
}
