import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { demoCars, type DemoCar } from './demoCars'
import { demoPhotoFileNames, demoPhotoFolder } from './demoPhotoFiles'

// Each photo spends most of its time in sharp, on libuv's threads: two at a time per core keeps
// every core busy while one photo waits on the database.
const uploadsAtOnce = Math.max(2, availableParallelism() * 2)

async function uploadDemoPhoto(payload: Payload, car: DemoCar, name: string, index: number): Promise<number> {
  const data = await readFile(path.join(demoPhotoFolder, name))
  const media = await payload.create({
    collection: 'media',
    data: { alt: `${car.name}, foto ${index + 1}` },
    file: { data, mimetype: 'image/webp', name, size: data.length },
    overrideAccess: true,
  })
  return media.id
}

/** Uploads every car's photos a few at a time; each car gets its ids back in order, cover first. */
async function uploadDemoPhotos(payload: Payload, cars: DemoCar[]): Promise<number[][]> {
  const jobs = cars.flatMap((car, carIndex) =>
    demoPhotoFileNames(car).map((name, index) => ({ car, carIndex, name, index })),
  )
  const ids: number[][] = cars.map(() => [])
  let next = 0
  const uploader = async () => {
    while (next < jobs.length) {
      const { car, carIndex, name, index } = jobs[next++]
      ids[carIndex][index] = await uploadDemoPhoto(payload, car, name, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(uploadsAtOnce, jobs.length) }, uploader))
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
  const cars = [...demoCars].reverse()
  const photosOfCars = await uploadDemoPhotos(payload, cars)
  for (const [index, car] of cars.entries()) {
    const photos = photosOfCars[index]
    const { photoCount: _photoCount, ...fields } = car
    await payload.create({
      collection: 'cars',
      data: { ...fields, photos },
      overrideAccess: true,
    })
  }
  log(`Demo catalogue loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
