import type { PayloadRequest, Where } from 'payload'

import { LISTED_STATUSES } from '@autosalone/domain/enums'
import type { DryRunBody, RowVerdict } from '@autosalone/domain/imports/import-api'
import type { MatchKey } from '@autosalone/domain/imports/import-fields'
import { changedFields, missingForNewCar, readImportRow, type ImportRow } from '@autosalone/domain/imports/import-row'
import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import type { Car, Import } from '../payload-types'
import { checkPhotoUrl, PhotoUrlRefused } from './fetchPhoto'
import { photoKey, type ArchivePhoto } from './photoArchive'

export interface ArchiveIndex {
  key: string
  files: number
  photos: Record<string, ArchivePhoto[]>
}

/** A row with what applying it would do. */
export interface PlannedRow extends RowVerdict {
  read: ImportRow
  car: Car | null
  /** archive entries, in order */
  archivePhotos: string[]
}

const KEY_LABELS: Record<MatchKey, string> = { vin: 'telaio', plate: 'targa', stockNumber: 'codice stock' }

/** The cars any row names by VIN, plate or stock code, in one query. */
export async function carsNamedBy(req: PayloadRequest, rows: ImportRow[], matchBy: MatchKey[]): Promise<Car[]> {
  const or: Where[] = matchBy
    .map((key) => ({
      key,
      values: [...new Set(rows.map((row) => row.keys[key]).filter((value): value is string => !!value))],
    }))
    .filter(({ values }) => values.length > 0)
    .map(({ key, values }) => ({ [key]: { in: values } }))
  if (or.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'cars',
    where: { or },
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return docs
}

/** The car a row is about: by VIN, else plate, else stock code, as `matchBy` orders them. */
export function matchCar(row: ImportRow, cars: Car[], matchBy: MatchKey[]): Car | null {
  for (const key of matchBy) {
    const value = row.keys[key]
    if (!value) continue
    const car = cars.find((candidate) => candidate[key] === value)
    if (car) return car
  }
  return null
}

function archivePhotosOf(row: ImportRow, archive: ArchiveIndex | null): string[] {
  if (!archive) return []
  const found = new Map<string, number>()
  for (const key of Object.values(row.keys)) {
    for (const photo of archive.photos[photoKey(key)] ?? [])
      if (!found.has(photo.name)) found.set(photo.name, photo.index)
  }
  return [...found].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([name]) => name)
}

function urlMessages(row: ImportRow, allowedHosts: string[]): string[] {
  const messages: string[] = []
  for (const url of row.photoUrls) {
    try {
      checkPhotoUrl(url, allowedHosts)
    } catch (error) {
      if (!(error instanceof PhotoUrlRefused)) throw error
      messages.push(`riga ${row.row}: foto ${JSON.stringify(url.slice(0, 120))} rifiutata: ${error.message}`)
    }
  }
  return messages
}

/**
 * What one row would do against the cars as they are: refused (with every message), a new car,
 * an update of the fields that differ (photos are added only to a car that has none), or nothing.
 */
export function planRow(
  read: ImportRow,
  cars: Car[],
  settings: Pick<DryRunBody, 'matchBy'>,
  archive: ArchiveIndex | null,
  allowedHosts: string[],
): PlannedRow {
  const car = matchCar(read, cars, settings.matchBy)
  const archivePhotos = archivePhotosOf(read, archive)
  const photos = archivePhotos.length + read.photoUrls.length
  const messages = [...read.messages, ...urlMessages(read, allowedHosts)]
  if (!car) messages.push(...missingForNewCar(read))
  if (photos > MAX_PHOTOS_PER_CAR) messages.push(`riga ${read.row}: più di ${MAX_PHOTOS_PER_CAR} foto per l’auto`)
  const base = { row: read.row, read, car, archivePhotos, photos }
  if (messages.length > 0) return { ...base, action: 'error', carId: car?.id ?? null, changes: [], messages }
  if (!car) return { ...base, action: 'create', carId: null, changes: [], messages }
  const changes: string[] = changedFields(car as unknown as Record<string, unknown>, read.input)
  if (photos > 0 && (car.photos?.length ?? 0) === 0) changes.push('photos')
  return { ...base, action: changes.length > 0 ? 'update' : 'unchanged', carId: car.id, changes, messages }
}

/** A later row naming a car an earlier row already named is refused: the file would contradict itself. */
function refuseRepeats(rows: PlannedRow[]): void {
  const seen = new Map<string, number>()
  for (const planned of rows) {
    for (const [key, value] of Object.entries(planned.read.keys) as [MatchKey, string][]) {
      const first = seen.get(`${key}:${value}`)
      if (first !== undefined && planned.action !== 'error') {
        Object.assign(planned, { action: 'error', changes: [] })
        planned.messages.push(`riga ${planned.row}: ${KEY_LABELS[key]} ${value} già presente alla riga ${first}`)
      }
      if (first === undefined) seen.set(`${key}:${value}`, planned.row)
    }
  }
}

export function readRows(doc: Pick<Import, 'rows'>, settings: Pick<DryRunBody, 'mapping' | 'valueMap'>): ImportRow[] {
  return (doc.rows as string[][]).map((cells, index) =>
    readImportRow(cells, index, settings.mapping, settings.valueMap),
  )
}

/** Every row's verdict, against the cars as they are now. */
export async function planImport(
  req: PayloadRequest,
  doc: Import,
  settings: DryRunBody,
  allowedHosts: string[],
): Promise<PlannedRow[]> {
  const rows = readRows(doc, settings)
  const cars = await carsNamedBy(req, rows, settings.matchBy)
  const archive = (doc.photoArchive ?? null) as ArchiveIndex | null
  const planned = rows.map((row) => planRow(row, cars, settings, archive, allowedHosts))
  refuseRepeats(planned)
  return planned
}

/** The cars on offer (available or reserved) that no row of the file names, and the stock they are part of. */
export async function carsMissingFrom(
  req: PayloadRequest,
  planned: Pick<PlannedRow, 'carId'>[],
): Promise<{ missing: number[]; stock: number }> {
  const { docs } = await req.payload.find({
    collection: 'cars',
    where: { status: { in: [...LISTED_STATUSES] } },
    select: {},
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  const named = new Set(planned.map((row) => row.carId))
  return { missing: docs.map((car) => car.id).filter((id) => !named.has(id)), stock: docs.length }
}
