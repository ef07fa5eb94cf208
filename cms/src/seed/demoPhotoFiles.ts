import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { slugify } from '@autosalone/domain/slug'
import type { DemoCar } from './demoCars'

/** The folder of the demo catalogue's photos, WebP files kept in the repository. */
export const demoPhotoFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'photos')

/** What the demo photos may weigh together, so the repository and the image stay small. */
export const demoPhotoBudgetBytes = 3 * 1024 * 1024

/** The file names of a demo car's photos, cover first: `<slug>-1.webp`, `<slug>-2.webp`, ... */
export function demoPhotoFileNames(car: Pick<DemoCar, 'name' | 'photoCount'>): string[] {
  const slug = slugify(car.name)
  return Array.from({ length: car.photoCount }, (_, index) => `${slug}-${index + 1}.webp`)
}
