import type { Payload } from 'payload'

import { slugify } from '@autosalone/domain/slug'
import { demoCars, type DemoCar } from './demoCars'
import { renderDemoPhoto } from './demoPhotos'

async function uploadDemoPhotos(payload: Payload, car: DemoCar): Promise<number[]> {
  const ids: number[] = []
  for (let view = 0; view < car.photoCount; view++) {
    const data = await renderDemoPhoto(car, view)
    const name = `${slugify(car.name)}-${view + 1}.jpg`
    const media = await payload.create({
      collection: 'media',
      data: { alt: `${car.name}, foto ${view + 1}` },
      file: { data, mimetype: 'image/jpeg', name, size: data.length },
      overrideAccess: true,
    })
    ids.push(media.id as number)
  }
  return ids
}

/**
 * Fills an empty catalogue with the demo cars. Each photo goes through the same
 * upload pipeline as a dealer's own (checks, EXIF stripping, WebP variants).
 */
export async function seedDemoCatalogue(payload: Payload, log: (line: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'cars', trash: true, overrideAccess: true })
  if (totalDocs > 0) return

  log(`Loading the demo catalogue (${demoCars.length} cars)...`)
  const started = Date.now()
  // Oldest first, so the list's newest-first order shows the first entries at the top.
  for (const car of [...demoCars].reverse()) {
    const photos = await uploadDemoPhotos(payload, car)
    const { photoCount: _photoCount, paint: _paint, ...fields } = car
    await payload.create({
      collection: 'cars',
      data: { ...fields, photos },
      overrideAccess: true,
    })
  }
  log(`Demo catalogue loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
