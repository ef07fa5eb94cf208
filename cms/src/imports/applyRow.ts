import type { Payload, PayloadRequest } from 'payload'
import { APIError, ValidationError } from 'payload'
import type yauzl from 'yauzl'

import type { CarInput } from '@autosalone/domain/car-input-schema'
import type { LogEntry } from '@autosalone/domain/imports/import-api'
import { carFields, newCarData } from '../endpoints/shared/carForm'
import { uploadPhotos } from '../endpoints/shared/photoUploads'
import type { UploadedFile } from '../endpoints/shared/readRequestBody'
import { inOneTransaction } from '../endpoints/shared/saveTransaction'
import { fetchPhoto, PhotoUrlRefused } from './fetchPhoto'
import type { PlannedRow } from './importPlan'
import { readEntry } from './photoArchive'

export interface PhotoSources {
  zip: yauzl.ZipFile | null
  entries: Map<string, yauzl.Entry>
  allowedHosts: string[]
}

/** The record of a piece of an import's work; its unique key makes doing it twice impossible. */
export async function recordWork(
  req: PayloadRequest,
  importId: number,
  key: string,
  entry: Omit<LogEntry, 'undone'> & { previous?: Record<string, unknown> },
): Promise<void> {
  await req.payload.create({
    collection: 'import-rows',
    data: {
      import: importId,
      key,
      row: entry.row,
      action: entry.action,
      car: entry.carId,
      messages: entry.messages,
      previous: entry.previous,
    },
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
}

/** The row's photos, from the archive then from the URLs; a photo that cannot be had refuses the row. */
async function rowPhotos(planned: PlannedRow, sources: PhotoSources): Promise<UploadedFile[]> {
  const files: UploadedFile[] = []
  for (const name of planned.archivePhotos) {
    const entry = sources.entries.get(name)
    if (!entry || !sources.zip) throw new PhotoUrlRefused(`foto ${JSON.stringify(name)} assente dall’archivio`)
    const data = await readEntry(sources.zip, entry).catch(() => {
      throw new PhotoUrlRefused(`foto ${JSON.stringify(name)} non leggibile dall’archivio`)
    })
    files.push({ field: 'images', name: name.split('/').pop()!, type: '', data })
  }
  for (const url of planned.read.photoUrls) {
    try {
      const photo = await fetchPhoto(url, sources.allowedHosts)
      files.push({ field: 'images', name: photo.name, type: photo.type, data: photo.data })
    } catch (error) {
      if (error instanceof PhotoUrlRefused)
        throw new PhotoUrlRefused(`foto ${JSON.stringify(url.slice(0, 120))} rifiutata: ${error.message}`)
      throw error
    }
  }
  return files
}

/** What a save's failure says to the dealer, on the row. */
function failureMessages(row: number, error: unknown): string[] {
  if (error instanceof ValidationError) {
    return error.data.errors.map((item) => `riga ${row}: ${item.message}`)
  }
  if (error instanceof PhotoUrlRefused || (error instanceof APIError && error.status < 500)) {
    return [`riga ${row}: ${error.message}`]
  }
  throw error
}

function pick(input: CarInput, fields: string[]): Record<string, unknown> {
  const data = carFields(input) as Record<string, unknown>
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]))
}

/**
 * Applies one planned row in one transaction with its photos and its record: either all of it is
 * stored or none, and the files of photos stored before a failure are removed with the rollback.
 */
export async function applyRow(
  payload: Payload,
  req: PayloadRequest,
  importId: number,
  planned: PlannedRow,
  sources: PhotoSources,
): Promise<void> {
  const key = `${importId}:${planned.row}`
  const base = { row: planned.row, carId: planned.carId }
  if (planned.action === 'error' || planned.action === 'unchanged') {
    await recordWork(req, importId, key, { ...base, action: planned.action, messages: planned.messages })
    return
  }
  try {
    const wantsPhotos = planned.action === 'create' || planned.changes.includes('photos')
    const files = wantsPhotos ? await rowPhotos(planned, sources) : []
    await inOneTransaction(req, async () => {
      const photos = files.length > 0 ? await uploadPhotos(req, files) : []
      if (planned.action === 'create') {
        const car = await payload.create({
          collection: 'cars',
          data: newCarData(planned.read.input, photos),
          depth: 0,
          user: req.user,
          overrideAccess: false,
          req,
        })
        await recordWork(req, importId, key, { ...base, carId: car.id, action: 'create', messages: [] })
        return
      }
      const car = planned.car!
      const fields = planned.changes.filter((field) => field !== 'photos')
      const previous: Record<string, unknown> = Object.fromEntries(
        fields.map((field) => [field, (car as unknown as Record<string, unknown>)[field] ?? null]),
      )
      if (photos.length > 0) previous.photos = car.photos ?? []
      await payload.update({
        collection: 'cars',
        id: car.id,
        data: { ...pick(planned.read.input, fields), ...(photos.length > 0 ? { photos } : {}) },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      await recordWork(req, importId, key, { ...base, action: 'update', messages: [], previous })
    })
  } catch (error) {
    await recordWork(req, importId, key, { ...base, action: 'error', messages: failureMessages(planned.row, error) })
  }
}
