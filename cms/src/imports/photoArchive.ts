import path from 'node:path'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'

import { MAX_UPLOAD_BYTES } from '../lib/images/prepareImage'

/** Where an archive is read from: a buffer (an .xlsx), a file on disk, or ranges of an S3 object. */
export type ArchiveSource = { buffer: Buffer } | { path: string } | { reader: yauzl.RandomAccessReader; size: number }

export interface ArchiveLimits {
  maxEntries: number
  /** the sum of what the entries say they inflate to */
  maxInflatedBytes: number
}

/** A photo of the archive, by the VIN, plate or stock code its name begins with, and its place among that car's. */
export interface ArchivePhoto {
  name: string
  index: number
}

export type Inspection =
  { ok: true; entries: number; photos: Record<string, ArchivePhoto[]> } | { ok: false; message: string }

const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }
/** More than this inflation from this size on is a compression bomb, not a folder of photos (JPEGs barely compress). */
const BOMB_RATIO = 100
const BOMB_MIN_BYTES = 1024 * 1024
const PHOTO_NAME = /^(.+?)(?:[_\-\s](\d{1,3}))?\.(?:jpe?g|png|webp|heic|heif|avif)$/i

export function openArchive(source: ArchiveSource): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip: yauzl.ZipFile) => (error ? reject(error) : resolve(zip))
    if ('buffer' in source) yauzl.fromBuffer(source.buffer, OPTIONS, done)
    else if ('path' in source) yauzl.open(source.path, OPTIONS, done)
    else yauzl.fromRandomAccessReader(source.reader, source.size, OPTIONS, done)
  })
}

/** Every entry of the archive's directory, one at a time (the directory is read lazily, never all at once). */
export async function* archiveEntries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  const next = () =>
    new Promise<yauzl.Entry | null>((resolve, reject) => {
      const cleanup = () => {
        zip.off('entry', onEntry)
        zip.off('end', onEnd)
        zip.off('error', onError)
      }
      const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry))
      const onEnd = () => (cleanup(), resolve(null))
      const onError = (error: Error) => (cleanup(), reject(error))
      zip.on('entry', onEntry)
      zip.on('end', onEnd)
      zip.on('error', onError)
      zip.readEntry()
    })
  for (let entry = await next(); entry; entry = await next()) yield entry
}

/** The key a photo's name is filed under: capitals, spaces and dashes dropped, as plates and VINs are stored. */
export function photoKey(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase()
}

function file(photos: Record<string, ArchivePhoto[]>, key: string, photo: ArchivePhoto) {
  ;(photos[photoKey(key)] ??= []).push(photo)
}

function reason(error: Error): string {
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(error.message)) {
    return 'contiene un file con un percorso non ammesso (assoluto o con "..")'
  }
  return 'il file non è un archivio ZIP leggibile'
}

/**
 * Reads the archive's directory and checks it before any photo is read: the count of entries, what
 * they say they inflate to, each one's compression ratio and size, and that no name leaves the
 * archive (yauzl refuses absolute paths and '..'). Photos are filed by the key their name starts
 * with: `WVWZZZ1KZ6W000001_1.jpg` is the first photo of that VIN; a name without index is filed too.
 */
export async function inspectArchive(source: ArchiveSource, limits: ArchiveLimits): Promise<Inspection> {
  let zip: yauzl.ZipFile
  try {
    zip = await openArchive(source)
  } catch (error) {
    return { ok: false, message: reason(error as Error) }
  }
  try {
    if (zip.entryCount > limits.maxEntries) return { ok: false, message: `ha più di ${limits.maxEntries} file` }
    const photos: Record<string, ArchivePhoto[]> = {}
    let inflated = 0
    let entries = 0
    for await (const entry of archiveEntries(zip)) {
      entries++
      inflated += entry.uncompressedSize
      if (inflated > limits.maxInflatedBytes) return { ok: false, message: 'si espande oltre la dimensione ammessa' }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1)
      if (entry.uncompressedSize > BOMB_MIN_BYTES && ratio > BOMB_RATIO) {
        return { ok: false, message: `"${entry.fileName.slice(0, 100)}" è compresso in modo sospetto (archivio bomba)` }
      }
      const base = path.posix.basename(entry.fileName)
      if (entry.fileName.endsWith('/') || base.startsWith('.') || entry.fileName.startsWith('__MACOSX/')) continue
      const match = PHOTO_NAME.exec(base)
      if (!match) continue
      if (entry.uncompressedSize > MAX_UPLOAD_BYTES) {
        return { ok: false, message: `"${base.slice(0, 100)}" supera ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` }
      }
      const stem = base.slice(0, base.lastIndexOf('.'))
      if (match[2] !== undefined) file(photos, match[1], { name: entry.fileName, index: Number(match[2]) })
      // 'A-123.jpg' may be stock code A-123's only photo as well as photo 123 of A.
      file(photos, stem, { name: entry.fileName, index: 0 })
    }
    return { ok: true, entries, photos }
  } catch (error) {
    return { ok: false, message: reason(error as Error) }
  } finally {
    zip.close()
  }
}

/** The archive's entries by name, for reading a car's photos when its row comes. */
export async function entriesByName(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>()
  for await (const entry of archiveEntries(zip)) entries.set(entry.fileName, entry)
  return entries
}

/**
 * An entry's bytes, checked as it inflates: never more than the entry declared (and yauzl's own
 * size check) nor than a photo may weigh.
 */
export function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(error)
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > Math.min(entry.uncompressedSize, MAX_UPLOAD_BYTES)) {
          stream.destroy(new Error(`"${entry.fileName}" inflates past its declared size`))
        } else chunks.push(chunk)
      })
      stream.on('error', reject)
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}
