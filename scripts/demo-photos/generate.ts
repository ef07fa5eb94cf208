// Draws the demo catalogue's photos again into cms/src/seed/photos, for when a demo car is added
// or changes make, model or photo count. Run: node --import tsx scripts/demo-photos/generate.ts
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { demoCars } from '../../cms/src/seed/demoCars'
import { demoPhotoBudgetBytes, demoPhotoFileNames, demoPhotoFolder } from '../../cms/src/seed/demoPhotoFiles'
import { renderDemoPhoto } from './demoPhotos'
import { demoPaints } from './paints'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

await mkdir(demoPhotoFolder, { recursive: true })
const written = new Set<string>()
let total = 0
for (const car of demoCars) {
  const paint = demoPaints[car.name]
  if (!paint) throw new Error(`No paint for "${car.name}" in scripts/demo-photos/paints.ts`)
  for (const [view, name] of demoPhotoFileNames(car).entries()) {
    const photo = await renderDemoPhoto({ brand: car.brand, model: car.model, paint }, view)
    await writeFile(path.join(demoPhotoFolder, name), photo)
    written.add(name)
    total += photo.length
  }
}
// A renamed or removed car must not leave its old photos behind in the repository.
for (const name of await readdir(demoPhotoFolder)) {
  if (!written.has(name)) await rm(path.join(demoPhotoFolder, name))
}

console.log(`${written.size} photos, ${megabytes(total)}, in ${path.relative(process.cwd(), demoPhotoFolder)}`)
if (total > demoPhotoBudgetBytes) {
  console.error(`Over the budget of ${megabytes(demoPhotoBudgetBytes)}: lower the quality in demoPhotos.ts.`)
  process.exitCode = 1
}
