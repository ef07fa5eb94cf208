import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'
import type { z } from 'zod'

import type { ImportState, ImportStatus } from '@autosalone/domain/imports/import-api'
import { LOG_ACTIONS } from '@autosalone/domain/imports/import-api'
import type { Import } from '../../../payload-types'
import { invalidInput } from '../../shared/errorResponse'
import { routeId } from '../../shared/records'
import { readRequestBody } from '../../shared/readRequestBody'
import { BODY_LIMITS } from '../../../lib/requestLimits'

export const IMPORT_NOT_FOUND = 'Importazione non trovata'

export async function findImport(req: PayloadRequest): Promise<Import> {
  const doc = await req.payload.findByID({
    collection: 'imports',
    id: routeId(req, IMPORT_NOT_FOUND),
    depth: 0,
    disableErrors: true,
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (!doc) throw new APIError(IMPORT_NOT_FOUND, 404, null, true)
  return doc
}

/** A 409 naming what the import is doing, when a step comes at the wrong moment. */
export function assertStatus(doc: Import, allowed: ImportStatus[], message: string): void {
  if (!allowed.includes(doc.status)) throw new APIError(message, 409, null, true)
}

/** A JSON body read within the text bound and checked by its schema: a 400 names each bad field. */
export async function readJsonBody<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.output<T>> {
  const body = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
  const parsed = schema.safeParse(body.fields)
  if (!parsed.success) {
    throw invalidInput(
      'Dati non validi: correggi i campi indicati e riprova.',
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
    )
  }
  return parsed.data
}

/** The import's state, progress and run log, as `GET /api/admin/imports/{id}` answers it. */
export async function importState(req: PayloadRequest, doc: Import): Promise<ImportState> {
  const { docs } = await req.payload.find({
    collection: 'import-rows',
    where: { import: { equals: doc.id } },
    select: { row: true, action: true, car: true, messages: true, undone: true },
    sort: 'row',
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  const counts = Object.fromEntries(LOG_ACTIONS.map((action) => [action, 0])) as ImportState['counts']
  for (const record of docs) counts[record.action]++
  return {
    id: doc.id,
    fileName: doc.fileName,
    status: doc.status,
    progress: {
      done: docs.filter((record) => record.row !== null && record.row !== undefined).length,
      total: (doc.rows as unknown[]).length,
    },
    counts,
    error: doc.error ?? null,
    createdAt: doc.createdAt,
    finishedAt: doc.finishedAt ?? null,
    log: docs.map((record) => ({
      row: record.row ?? null,
      action: record.action,
      carId: record.car ?? null,
      messages: (record.messages as string[] | null) ?? [],
      undone: record.undone ?? false,
    })),
  }
}
