import { noisyPhoto, uploadPhoto, uploadedDoc } from '../cms/tests/int/helpers/photoUploads'
import { median, type Figures } from './bench-load'

const UPLOADS = 5

/** A 12-megapixel camera JPEG, from the first byte sent until its largest variant can be fetched. */
export async function measurePhotoUpload(base: string, cookie: string, figures: Figures): Promise<void> {
  const photo = await noisyPhoto(4000, 3000)
  figures.report('12 MP JPEG upload: file size (MB)', (photo.length / 1024 / 1024).toFixed(1))
  const seconds: number[] = []
  for (let i = 0; i < UPLOADS; i++) {
    const started = performance.now()
    const doc = await uploadedDoc(await uploadPhoto(base, cookie, { data: photo, name: `dodici-megapixel-${i + 1}.jpg` }))
    const variant = await fetch(`${base}${doc.sizes.large.url}`)
    await variant.arrayBuffer()
    if (variant.status !== 200) throw new Error(`variant of upload ${i + 1}: ${variant.status}`)
    seconds.push((performance.now() - started) / 1000)
  }
  figures.report(`12 MP JPEG upload until its variants exist: median of ${UPLOADS} (s)`, median(seconds).toFixed(2))
  figures.report('12 MP JPEG upload: slowest (s)', Math.max(...seconds).toFixed(2))
}
