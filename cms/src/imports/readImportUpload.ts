import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { IMPORT_LIMITS } from '@autosalone/domain/imports/import-api'
import { ArchiveTooLarge, type ArchiveStore } from './archiveStore'

export interface ImportUpload {
  file: { name: string; data: Buffer }
  /** the key of the stored photos' archive, when one was sent */
  archiveKey: string | null
}

const MB = 1024 * 1024
const badRequest = (message: string) => new APIError(message, 400, null, true)
const tooLarge = (message: string) => new APIError(message, 413, null, true)

/**
 * Reads the import's multipart form as it streams in: `file` (CSV or XLSX, at most 20 MB, kept in
 * memory) and `photos` (a ZIP up to 2 GB, piped straight to the archive store). A form that fails
 * leaves no archive behind.
 */
export function readImportUpload(req: PayloadRequest, store: ArchiveStore): Promise<ImportUpload> {
  const header = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;.*boundary=/i.test(header) || !req.body) {
    return Promise.reject(
      badRequest("Invia il file nel campo 'file' di un modulo multipart (e l’archivio delle foto in 'photos')"),
    )
  }
  const source = Readable.fromWeb(req.body as unknown as NodeReadableStream)
  return new Promise((resolve, reject) => {
    let file: ImportUpload['file'] | null = null
    let archive: Promise<string> | null = null
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      source.unpipe()
      source.destroy()
      void archive?.then((key) => store.remove(key)).catch(() => undefined)
      reject(error)
    }
    const parser = busboy({
      headers: { 'content-type': header },
      limits: { files: 2, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    })
    parser.on('file', (field, stream, info) => {
      if (field === 'file' && !file) {
        const chunks: Buffer[] = []
        let size = 0
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > IMPORT_LIMITS.fileBytes)
            fail(tooLarge(`${info.filename || 'Il file'} è troppo grande (max ${IMPORT_LIMITS.fileBytes / MB} MB)`))
          else chunks.push(chunk)
        })
        stream.on('end', () => (file = { name: info.filename ?? 'import.csv', data: Buffer.concat(chunks) }))
      } else if (field === 'photos' && !archive) {
        archive = store.save(stream, IMPORT_LIMITS.archiveBytes)
        archive.catch((error: Error) =>
          fail(
            error instanceof ArchiveTooLarge
              ? tooLarge(`L’archivio delle foto supera ${IMPORT_LIMITS.archiveBytes / 1024 / MB} GB`)
              : badRequest('Archivio delle foto interrotto'),
          ),
        )
      } else stream.resume()
    })
    parser.on('filesLimit', () => fail(badRequest('Troppi file nel modulo: un file e un archivio di foto')))
    parser.on('error', () => fail(badRequest('Modulo multipart non valido o incompleto')))
    const finish = async () => {
      if (failed) return
      const key = await archive?.catch(() => null)
      if (failed) return
      if (!file || file.data.length === 0) {
        if (key) await store.remove(key).catch(() => undefined)
        return reject(badRequest("Manca il file da importare (campo 'file', CSV o XLSX)"))
      }
      resolve({ file, archiveKey: key ?? null })
    }
    parser.on('close', () => void finish())
    source.on('error', () => fail(badRequest('Caricamento interrotto')))
    source.pipe(parser)
  })
}
