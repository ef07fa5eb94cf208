import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { demoCarDetails } from './demoCarDetails'
import { demoCars, type DemoCar } from './demoCars'
import { demoPhotoFileNames, demoPhotoFolder } from './demoPhotoFiles'

// Each photo spends most of its time in sharp, on libuv's threads: two at a time per core keeps
// every core busy while one photo waits on the database.
const uploadsAtOnce = Math.max(2, availableParallelism() * 2)

/** The demo photo stored from `name` (stored names carry a random suffix, the name it came with stays). */
async function mediaNamed(payload: Payload, name: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { originalFilename: { equals: name } },
    limit: 1,
    depth: 0,
    trash: true,
    overrideAccess: true,
  })
  return docs[0]?.id
}

async function carNamed(payload: Payload, name: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'cars',
    where: { name: { equals: name } },
    trash: true,
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function uploadDemoPhoto(payload: Payload, car: DemoCar, name: string, index: number): Promise<number> {
  // A start stopped halfway through the demo left some photos stored: they are used as they are.
  const stored = await mediaNamed(payload, name)
  if (stored !== undefined) return stored
  const data = await readFile(path.join(demoPhotoFolder, name))
  const media = await payload.create({
    collection: 'media',
    data: { alt: `${car.name}, foto ${index + 1}`, originalFilename: name },
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
 * Whether the demo catalogue was begun and not finished: its first photo is stored but the car
 * created last is not (a server stopped during its first start).
 */
async function demoInterrupted(payload: Payload, cars: DemoCar[]): Promise<boolean> {
  const [firstPhoto] = demoPhotoFileNames(cars[0])
  if ((await mediaNamed(payload, firstPhoto)) === undefined) return false
  return !(await carNamed(payload, cars[cars.length - 1].name))
}

/**
 * Fills an empty catalogue with the demo cars, or finishes a demo catalogue a stopped start left
 * halfway, reusing what it stored. Each photo goes through the same upload pipeline as a
 * dealer's own (checks, EXIF stripping, WebP variants).
 */
export async function seedDemoCatalogue(payload: Payload, log: (line: string) => void): Promise<void> {
  // Oldest first, so the list's newest-first order shows the first entries at the top.
  const cars = [...demoCars].reverse()
  const { totalDocs } = await payload.count({ collection: 'cars', trash: true, overrideAccess: true })
  if (totalDocs > 0 && !(await demoInterrupted(payload, cars))) return

  log(`Loading the demo catalogue (${demoCars.length} cars)...`)
  const started = Date.now()
  const photosOfCars = await uploadDemoPhotos(payload, cars)
  for (const [index, car] of cars.entries()) {
    if (await carNamed(payload, car.name)) continue
    const photos = photosOfCars[index]
    const { photoCount: _photoCount, ...fields } = car
    await payload.create({
      collection: 'cars',
      data: { ...fields, ...demoCarDetails[car.name], photos },
      overrideAccess: true,
    })
  }
  log(`Demo catalogue loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
