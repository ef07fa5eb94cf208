import type { Endpoint, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import {
  IMPORT_ENUM_FIELDS,
  rememberedHeaders,
  suggestMapping,
  type ImportMapping,
} from '@autosalone/domain/imports/import-fields'
import { IMPORT_LIMITS, type UploadAnswer } from '@autosalone/domain/imports/import-api'
import { suggestEnumValue, type ImportValueMap } from '@autosalone/domain/imports/import-values'
import { readEnv } from '../../../boot/env'
import { archiveStore } from '../../../imports/archiveStore'
import { inspectArchive } from '../../../imports/photoArchive'
import { readImportUpload } from '../../../imports/readImportUpload'
import { readSpreadsheet, type Spreadsheet } from '../../../imports/readSpreadsheet'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'

/** The mapping and value table the dealer chose last time, to start the next file from. */
async function lastChoices(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'imports',
    where: { mapping: { exists: true } },
    select: { columns: true, mapping: true, valueMap: true },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  const last = docs[0]
  if (!last?.mapping) return { headers: {}, valueMap: {} as ImportValueMap }
  return {
    headers: rememberedHeaders(last.columns as string[], last.mapping as ImportMapping),
    valueMap: (last.valueMap ?? {}) as ImportValueMap,
  }
}

/** For each enumeration a column fills: each distinct value of the column and the value suggested for it. */
function suggestValueMap(sheet: Spreadsheet, mapping: ImportMapping, remembered: ImportValueMap): ImportValueMap {
  const valueMap: ImportValueMap = {}
  for (const field of IMPORT_ENUM_FIELDS) {
    const column = mapping[field]
    if (typeof column !== 'number') continue
    const values = [...new Set(sheet.rows.map((row) => row[column]).filter(Boolean))].slice(
      0,
      IMPORT_LIMITS.distinctValues,
    )
    valueMap[field] = Object.fromEntries(
      values.map((value) => [value, remembered[field]?.[value] ?? suggestEnumValue(field, value)]),
    )
  }
  return valueMap
}

/**
 * POST /api/admin/imports (multipart: `file`, CSV or XLSX; optionally `photos`, a ZIP): stores the
 * file's rows and the archive, and answers the columns with the suggested mapping and value table.
 * Nothing is written to the catalogue before the dry run and the apply.
 */
export const uploadImport: Endpoint = {
  path: '/admin/imports',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    const user = requireAdmin(req)
    const store = archiveStore(readEnv())
    const upload = await readImportUpload(req, store)
    const discardArchive = () =>
      upload.archiveKey ? store.remove(upload.archiveKey).catch(() => undefined) : undefined
    try {
      const sheet = await readSpreadsheet(upload.file.name, upload.file.data)
      let photoArchive: { key: string; files: number; photos: object } | null = null
      let photos: UploadAnswer['photos'] = null
      if (upload.archiveKey) {
        const inspection = await inspectArchive(await store.source(upload.archiveKey), {
          maxEntries: IMPORT_LIMITS.archiveEntries,
          maxInflatedBytes: IMPORT_LIMITS.archiveBytes * 2,
        })
        if (!inspection.ok) throw new APIError(`Archivio delle foto rifiutato: ${inspection.message}`, 400, null, true)
        const files = new Set(
          Object.values(inspection.photos)
            .flat()
            .map((photo) => photo.name),
        ).size
        photoArchive = { key: upload.archiveKey, files, photos: inspection.photos }
        photos = {
          files,
          cars: Object.values(inspection.photos).filter((list) => list.some((photo) => photo.index > 0)).length,
        }
      }
      const choices = await lastChoices(req)
      const suggestedMapping = suggestMapping(sheet.columns, choices.headers)
      const valueMap = suggestValueMap(sheet, suggestedMapping, choices.valueMap)
      const doc = await req.payload.create({
        collection: 'imports',
        data: {
          fileName: upload.file.name.slice(0, 255),
          status: 'uploaded',
          columns: sheet.columns,
          rows: sheet.rows,
          photoArchive,
          createdBy: user.id,
        },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      const answer: UploadAnswer = {
        id: doc.id,
        fileName: doc.fileName,
        columns: sheet.columns,
        suggestedMapping,
        valueMap,
        rows: sheet.rows,
        photos,
      }
      return Response.json(answer, { status: 201 })
    } catch (error) {
      await discardArchive()
      throw error
    }
  }),
}
