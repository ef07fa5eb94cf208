import type { PayloadRequest } from 'payload'

import type { CarPhoto } from '@autosalone/domain/car-record'
import { INVALID_FIELDS_MESSAGE } from '@autosalone/domain/car-input'
import type { CarInput } from '@autosalone/domain/car-input-schema'
import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import type { Car } from '../../payload-types'
import { invalidInput } from './errorResponse'

const photoError = (field: string, message: string) => invalidInput(INVALID_FIELDS_MESSAGE, [{ field, message }])

/** A photo URL as the client may send it back: relative or absolute, encoded or not. */
function urlKey(url: string): string {
  try {
    return decodeURIComponent(new URL(url.trim(), 'http://localhost').pathname)
  } catch {
    return url.trim()
  }
}

/** Maps the multipart form's remaining photo URLs (original or any variant) back to media ids. */
function idsFromUrls(car: Car, urls: string[]): number[] {
  const photos = (car.photos ?? []).filter((photo): photo is CarPhoto => typeof photo !== 'number')
  const byUrl = new Map<string, number>()
  for (const photo of photos) {
    for (const url of [photo.original, photo.large, photo.card, photo.thumbnail]) byUrl.set(urlKey(url), photo.id)
  }
  const ids = urls.map((url) => {
    const id = byUrl.get(urlKey(url))
    if (id === undefined) {
      throw photoError('existingImages', `Foto esistenti: ${url.slice(0, 200)} non è una foto di questa auto`)
    }
    return id
  })
  if (new Set(ids).size !== ids.length) {
    throw photoError('existingImages', 'Foto esistenti: la stessa foto compare più volte')
  }
  return ids
}

function currentIds(car: Car): number[] {
  return (car.photos ?? []).map((photo) => (typeof photo === 'number' ? photo : photo.id))
}

/**
 * The photos a save keeps, in order, before the new files are appended:
 * `existingImages` (multipart) or `selectedMediaIds` (JSON) when sent, the
 * car's current photos when only new files are sent, or undefined to leave the
 * photos as they are.
 */
export function keptPhotoIds(input: CarInput, car: Car | null, newFiles: number): number[] | undefined {
  let kept: number[] | undefined
  if (input.existingImages && car) kept = idsFromUrls(car, input.existingImages)
  else if (input.selectedMediaIds) kept = input.selectedMediaIds
  else if (newFiles > 0) kept = car ? currentIds(car) : []
  if (kept && kept.length + newFiles > MAX_PHOTOS_PER_CAR) {
    throw photoError('images', `Foto: al massimo ${MAX_PHOTOS_PER_CAR} per auto (${kept.length + newFiles} inviate)`)
  }
  return kept
}

/**
 * Refuses media ids that name no photo of the library, instead of letting the save drop them
 * silently. A visitor's trade-in photo is not one: on a car it would be on the public site.
 */
export async function assertPhotosExist(req: PayloadRequest, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { lead: { exists: false } }] },
    limit: ids.length,
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })
  const found = new Set(docs.map((doc) => doc.id))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw photoError('selectedMediaIds', `Foto: non esistono le foto con id ${missing.join(', ')}`)
  }
}
