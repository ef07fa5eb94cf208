import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { jsonTextTooDeep, TOO_DEEP } from '../../lib/jsonDepth'
import { BODY_LIMITS, FORM_LIMITS } from '../../lib/requestLimits'

export interface UploadedFile {
  field: string
  name: string
  type: string
  data: Buffer
}

export type RequestBody =
  | { kind: 'json'; fields: Record<string, unknown>; files: [] }
  | { kind: 'form'; fields: Record<string, string | string[]>; files: UploadedFile[] }

export interface BodyLimits {
  /** The most this endpoint reads in all; JSON and url-encoded bodies never pass BODY_LIMITS.text. */
  maxBytes: number
  /** Files a multipart form may carry, and the size of each (FORM_LIMITS by default). */
  files?: number
  fileBytes?: number
}

/** Which bound of a multipart form a request passed, for endpoints that explain it by field. */
export type FormLimit = 'files' | 'fileBytes'

/** A form past its count of files or the size of one: a 4xx that says which. */
export class FormLimitError extends APIError {
  constructor(
    message: string,
    status: number,
    readonly limit: FormLimit,
  ) {
    super(message, status, null, true)
  }
}

const MB = 1024 * 1024
const badRequest = (message: string) => new APIError(message, 400, null, true)
const tooLarge = (message: string) => new APIError(message, 413, null, true)
const tooLargeInAll = (maxBytes: number) =>
  tooLarge(
    maxBytes < MB
      ? `Richiesta troppo grande (max ${Math.round(maxBytes / 1024)} KB)`
      : `Richiesta troppo grande (max ${Math.round(maxBytes / MB)} MB in totale)`,
  )

/** The spec's text for a photo over the limit. */
export const oversizeMessage = (fileName: string, fileBytes: number = FORM_LIMITS.fileBytes) =>
  `${fileName || 'Il file'} è troppo grande (max ${fileBytes / MB}MB)`

function contentType(req: PayloadRequest): { header: string; mime: string; hasBoundary: boolean } {
  const header = req.headers.get('content-type') ?? ''
  return { header, mime: header.split(';', 1)[0].trim().toLowerCase(), hasBoundary: /;\s*boundary=\S/i.test(header) }
}

/** The body stream, failing once it passes `maxBytes`; `exceeded` tells that from a broken body. */
function capped(req: PayloadRequest, maxBytes: number) {
  const state = { exceeded: Number(req.headers.get('content-length') ?? NaN) > maxBytes }
  let received = 0
  const stream = req.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > maxBytes) state.exceeded = true
        if (state.exceeded) controller.error(new Error('request body too large'))
        else controller.enqueue(chunk)
      },
    }),
  )
  return { stream, state }
}

async function readJson(req: PayloadRequest, maxBytes: number): Promise<Record<string, unknown>> {
  const { stream, state } = capped(req, maxBytes)
  let text: string
  try {
    text = await new Response(stream).text()
  } catch {
    if (state.exceeded) throw tooLarge(`Richiesta troppo grande (max ${Math.round(maxBytes / 1024)} KB di JSON)`)
    throw badRequest('Corpo della richiesta interrotto')
  }
  if (!text.trim()) throw badRequest('Corpo della richiesta vuoto: invia un oggetto JSON')
  if (jsonTextTooDeep(text)) throw badRequest(TOO_DEEP)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('JSON non valido nel corpo della richiesta')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('Il corpo JSON deve essere un oggetto')
  }
  return parsed as Record<string, unknown>
}

/** Names a browser sends are bare file names; a path or control character means a crafted request. */
function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return name.length <= 255 && !/[/\\\u0000-\u001F\u007F]/.test(name) && name !== '.' && name !== '..'
}

/**
 * Parses a multipart or url-encoded form as it streams in, with bounds on the
 * number and size of its fields and files: the work is linear in the body and
 * stops at the first bound passed.
 */
function readForm(
  req: PayloadRequest,
  header: string,
  { maxBytes, files: maxFiles = FORM_LIMITS.files, fileBytes = FORM_LIMITS.fileBytes }: BodyLimits,
): Promise<RequestBody> {
  const { stream, state } = capped(req, maxBytes)
  const source = Readable.fromWeb(stream as unknown as NodeReadableStream)
  const fields = new Map<string, string[]>()
  const files: UploadedFile[] = []

  return new Promise((resolve, reject) => {
    let failed = false
    const fail = (error: APIError) => {
      if (failed) return
      failed = true
      source.unpipe()
      source.destroy()
      reject(error)
    }
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': header },
        preservePath: true,
        defParamCharset: 'utf8',
        limits: {
          fields: FORM_LIMITS.fields,
          fieldSize: FORM_LIMITS.fieldBytes,
          files: maxFiles,
          fileSize: fileBytes,
          parts: FORM_LIMITS.fields + maxFiles,
          headerPairs: 20,
        },
      })
    } catch {
      reject(badRequest('Intestazione Content-Type del modulo non valida'))
      return
    }

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(tooLarge(`Campo troppo lungo: ${JSON.stringify(name.slice(0, 60))}`))
        return
      }
      const list = fields.get(name)
      if (list) list.push(value)
      else fields.set(name, [value])
    })
    parser.on('file', (field, file, info) => {
      const name = info.filename ?? ''
      const chunks: Buffer[] = []
      file.on('data', (chunk: Buffer) => chunks.push(chunk))
      file.on('limit', () => fail(new FormLimitError(oversizeMessage(name, fileBytes), 413, 'fileBytes')))
      file.on('end', () => {
        const data = Buffer.concat(chunks)
        // A file input left empty still sends a part with no name and no bytes.
        if (failed || (data.length === 0 && !name)) return
        if (!isPlainFileName(name)) {
          fail(badRequest(`Nome del file non valido: ${JSON.stringify(name.slice(0, 100))}`))
          return
        }
        files.push({ field, name, type: info.mimeType, data })
      })
    })
    parser.on('fieldsLimit', () => fail(badRequest(`Troppi campi nel modulo (max ${FORM_LIMITS.fields})`)))
    parser.on('filesLimit', () => fail(new FormLimitError(`Troppi file nel modulo (max ${maxFiles})`, 400, 'files')))
    parser.on('partsLimit', () => fail(badRequest('Troppe parti nel modulo')))
    parser.on('error', () => fail(badRequest('Modulo multipart non valido o incompleto')))
    parser.on('close', () => {
      if (failed) return
      const record: Record<string, string | string[]> = {}
      for (const [name, values] of fields) record[name] = values.length === 1 ? values[0] : values
      resolve({ kind: 'form', fields: record, files })
    })
    source.on('error', () =>
      fail(state.exceeded ? tooLargeInAll(maxBytes) : badRequest('Corpo della richiesta interrotto')),
    )
    source.pipe(parser)
  })
}

/**
 * Reads a JSON object or a multipart/url-encoded form, with a clear 400 for an
 * empty body, invalid JSON, a missing multipart boundary, a file name with a path
 * or any other content type, and a 413 past a size or count limit.
 */
export async function readRequestBody(req: PayloadRequest, limits: BodyLimits): Promise<RequestBody> {
  const { maxBytes } = limits
  const length = req.headers.get('content-length')
  if (!req.body || length === '0' || (length === null && !req.headers.has('transfer-encoding'))) {
    throw badRequest('Corpo della richiesta vuoto')
  }
  const textLimit = Math.min(maxBytes, BODY_LIMITS.text)
  const { header, mime, hasBoundary } = contentType(req)
  if (mime === 'application/json') return { kind: 'json', fields: await readJson(req, textLimit), files: [] }
  if (mime === 'multipart/form-data') {
    if (!hasBoundary) throw badRequest('Richiesta multipart senza boundary nel Content-Type')
    return readForm(req, header, limits)
  }
  if (mime === 'application/x-www-form-urlencoded') return readForm(req, header, { maxBytes: textLimit })
  throw badRequest(
    `Tipo di contenuto non supportato (${mime || 'assente'}): usa application/json o multipart/form-data`,
  )
}
