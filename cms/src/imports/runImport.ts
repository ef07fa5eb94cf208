import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { createLocalReq } from 'payload'
import type yauzl from 'yauzl'

import { dryRunBodySchema } from '@autosalone/domain/imports/import-api'
import { readEnv } from '../boot/env'
import { inOneTransaction } from '../endpoints/shared/saveTransaction'
import type { Import } from '../payload-types'
import { applyRow, recordWork, type PhotoSources } from './applyRow'
import { archiveStore } from './archiveStore'
import { carsMissingFrom, planImport, type ArchiveIndex } from './importPlan'
import { keepImport, newRunner, takeImport } from './importLease'
import { entriesByName, openArchive } from './photoArchive'
import { undoWork } from './undoImport'

/** The dealer who started the import: its rows are saved with that user's rights, as the panel's own saves. */
async function actingUser(payload: Payload, doc: Import): Promise<TypedUser> {
  const id = typeof doc.createdBy === 'object' ? doc.createdBy?.id : doc.createdBy
  const user = id
    ? await payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true, overrideAccess: true })
    : null
  if (!user) throw new Error(`Import ${doc.id}: the user who started it no longer exists`)
  return { ...user, collection: 'users' }
}

async function doneKeys(req: PayloadRequest, importId: number): Promise<Set<string>> {
  const { docs } = await req.payload.find({
    collection: 'import-rows',
    where: { import: { equals: importId } },
    select: { key: true },
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return new Set(docs.map((doc) => doc.key))
}

async function openPhotos(doc: Import): Promise<PhotoSources> {
  const env = readEnv()
  const archive = doc.photoArchive as ArchiveIndex | null
  if (!archive) return { zip: null, entries: new Map(), allowedHosts: env.importPhotoHosts }
  const zip: yauzl.ZipFile = await openArchive(await archiveStore(env).source(archive.key))
  return { zip, entries: await entriesByName(zip), allowedHosts: env.importPhotoHosts }
}

async function setStatus(payload: Payload, req: PayloadRequest, id: number, data: Partial<Import>): Promise<void> {
  await payload.update({ collection: 'imports', id, data, depth: 0, user: req.user, overrideAccess: false, req })
}

/** Marks sold, one car a transaction, the cars on offer that the file does not name. */
async function markMissingSold(payload: Payload, req: PayloadRequest, doc: Import, named: Set<string>): Promise<void> {
  const { docs } = await payload.find({
    collection: 'import-rows',
    where: { import: { equals: doc.id }, car: { exists: true } },
    select: { car: true },
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  const { missing } = await carsMissingFrom(
    req,
    docs.map((row) => ({ carId: row.car ?? null })),
  )
  for (const carId of missing) {
    const key = `${doc.id}:sold:${carId}`
    if (named.has(key)) continue
    const car = await payload.findByID({
      collection: 'cars',
      id: carId,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    await inOneTransaction(req, async () => {
      await payload.update({
        collection: 'cars',
        id: carId,
        data: { status: 'venduta' },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      await recordWork(req, doc.id, key, {
        row: null,
        action: 'sold',
        carId,
        messages: [],
        previous: { status: car.status },
      })
    })
  }
}

async function applyAll(payload: Payload, req: PayloadRequest, doc: Import, runner: string): Promise<boolean> {
  const settings = dryRunBodySchema.parse({ mapping: doc.mapping, valueMap: doc.valueMap, matchBy: doc.matchBy })
  const done = await doneKeys(req, doc.id)
  const sources = await openPhotos(doc)
  try {
    // Planned once per run: the rows already done are skipped, so what they created is never matched again.
    const planned = await planImport(req, doc, settings, sources.allowedHosts)
    for (const row of planned) {
      if (done.has(`${doc.id}:${row.row}`)) continue
      if (!(await keepImport(payload, doc.id, runner))) return false
      await applyRow(payload, await createLocalReq({ user: req.user! }, payload), doc.id, row, sources)
    }
  } finally {
    sources.zip?.close()
  }
  if (doc.markMissingSold) await markMissingSold(payload, req, doc, done)
  return true
}

/**
 * Runs an import's apply or undo on this replica, if no other replica is running it: row after
 * row, each in its own transaction with its record, so a run that stops anywhere (a crash, a
 * restart) is resumed by the next one from the first row without a record, with no row done twice.
 */
export async function runImport(payload: Payload, id: number): Promise<void> {
  const runner = newRunner()
  if (!(await takeImport(payload, id, runner))) return
  const doc = await payload.findByID({ collection: 'imports', id, depth: 0, overrideAccess: true })
  const req = await createLocalReq({ user: await actingUser(payload, doc) }, payload)
  const undoing = doc.status === 'undoing'
  if (doc.status === 'queued') await setStatus(payload, req, id, { status: 'running' })
  try {
    const finished = undoing
      ? await undoWork(payload, req, doc, () => keepImport(payload, id, runner))
      : await applyAll(payload, req, doc, runner)
    if (!finished) return
    await setStatus(payload, req, id, {
      status: undoing ? 'undone' : 'done',
      runner: null,
      finishedAt: new Date().toISOString(),
    })
    const archive = doc.photoArchive as ArchiveIndex | null
    if (archive && !undoing)
      await archiveStore(readEnv())
        .remove(archive.key)
        .catch(() => undefined)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Import ${id} stopped; it resumes from its next row` })
    // Quiet now: the resume scan takes it over once the lease is stale.
    throw error
  }
}
