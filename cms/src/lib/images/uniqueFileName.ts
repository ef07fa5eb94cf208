import { randomBytes } from 'node:crypto'

/**
 * The stored name of an upload: its safe name with a short random suffix before the extension
 * (`IMG_0001-3f9a0c71d2.jpg`). Payload makes names unique by reading the table and then inserting,
 * which two replicas (or two requests) doing it at once both pass with the same name; a name that
 * is unique when it is made needs no reading. Forty random bits: a clash among a dealer's photos is
 * practically never, and the table's unique index would still refuse it rather than mix two files.
 */
export function uniqueFileName(safeName: string): string {
  const dot = safeName.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [safeName.slice(0, dot), safeName.slice(dot)] : [safeName, '']
  return `${stem}-${randomBytes(5).toString('hex')}${extension}`
}
