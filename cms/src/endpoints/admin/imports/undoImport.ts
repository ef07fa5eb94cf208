import type { Endpoint, PayloadRequest } from 'payload'

import { startImportJob } from '../../../imports/importJobs'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireOwner } from '../../shared/requireAdmin'
import { assertStatus, findImport, importState } from './importRecord'

/** Who may undo an import: the one check a narrower role (a salesperson) is kept out by. */
export function requireImportUndo(req: PayloadRequest) {
  return requireOwner(req, 'imports.undo')
}

/**
 * POST /api/admin/imports/{id}/undo: reverts a finished import in the background (the cars it
 * created go to the Cestino, the cars it updated or marked sold get their previous values back)
 * and answers 202 with its state.
 */
export const undoImport: Endpoint = {
  path: '/admin/imports/:id/undo',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireImportUndo(req)
    const doc = await findImport(req)
    assertStatus(doc, ['done', 'failed'], 'Si può annullare solo un’importazione terminata.')
    const undoing = await req.payload.update({
      collection: 'imports',
      id: doc.id,
      data: { status: 'undoing', runner: null, heartbeatAt: null },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    await startImportJob(req.payload, doc.id)
    return Response.json(await importState(req, undoing), { status: 202 })
  }),
}
