import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'

export interface UploadedFile {
  field: string
  name: string
  type: string
  data: Buffer
}

export type RequestBody =
  | { kind: 'json'; fields: Record<string, unknown>; files: [] }
  | { kind: 'form'; fields: Record<string, string | string[]>; files: UploadedFile[] }

const MAX_JSON_BYTES = 1024 * 1024
const MB = 1024 * 1024
/** Enough of a multipart body to read the first part's headers. */
const HEAD_BYTES = 16 * 1024
const DRAIN_BYTES = 64 * 1024 * 1024

const badRequest = (message: string) => new APIError(message, 400, null, true)

function contentType(req: PayloadRequest): { mime: string; hasBoundary: boolean } {
  const header = req.headers.get('content-type') ?? ''
  return { mime: header.split(';', 1)[0].trim().toLowerCase(), hasBoundary: /;\s*boundary=\S/i.test(header) }
}

/**
 * The body stream, refused once it passes `maxBytes`. The rest of an oversize
 * body is read and dropped (up to DRAIN_BYTES more) so the client gets the 413
 * instead of a reset connection; `exceeded` tells that refusal from a malformed body.
 */
function capped(req: PayloadRequest, maxBytes: number) {
  const state = { exceeded: Number(req.headers.get('content-length') ?? NaN) > maxBytes, head: Buffer.alloc(0) }
  let received = 0
  const stream = req.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (state.head.length < HEAD_BYTES) state.head = Buffer.concat([state.head, chunk]).subarray(0, HEAD_BYTES)
        received += chunk.byteLength
        if (received > maxBytes) state.exceeded = true
        if (!state.exceeded) controller.enqueue(chunk)
        else if (received > maxBytes + DRAIN_BYTES) controller.error(new Error('request body too large'))
      },
      flush(controller) {
        if (state.exceeded) controller.error(new Error('request body too large'))
      },
    }),
  )
  return { stream, state }
}

async function readJson(req: PayloadRequest): Promise<Record<string, unknown>> {
  const { stream, state } = capped(req, MAX_JSON_BYTES)
  let text: string
  try {
    text = await new Response(stream).text()
  } catch {
    if (!state.exceeded) throw badRequest('Corpo della richiesta interrotto')
    throw new APIError(`Richiesta troppo grande (max ${MAX_JSON_BYTES / 1024} KB di JSON)`, 413, null, true)
  }
  if (!text.trim()) throw badRequest('Corpo della richiesta vuoto: invia un oggetto JSON')
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

/** The name of the first file in a multipart body, from its part headers. */
function firstFileName(head: Buffer): string | null {
  const match = /filename="([^"\r\n]*)"/.exec(head.toString('latin1'))
  return match ? Buffer.from(match[1], 'latin1').toString('utf8') : null
}

export interface FormLimits {
  maxFormBytes: number
  /** The 413 message when the body passes the limit, given the first file's name if one was seen. */
  oversizeMessage?: (fileName: string | null) => string
}

async function readForm(req: PayloadRequest, { maxFormBytes, oversizeMessage }: FormLimits): Promise<RequestBody> {
  const { stream, state } = capped(req, maxFormBytes)
  let form: FormData
  try {
    form = await new Response(stream, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData()
  } catch {
    if (!state.exceeded) throw badRequest('Modulo multipart non valido o incompleto')
    const message =
      oversizeMessage?.(firstFileName(state.head)) ??
      `Richiesta troppo grande (max ${Math.round(maxFormBytes / MB)} MB in totale)`
    throw new APIError(message, 413, null, true)
  }

  const fields: Record<string, string | string[]> = {}
  const files: UploadedFile[] = []
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      const previous = fields[field]
      fields[field] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
      continue
    }
    // A file input left empty still sends a part with no name and no bytes.
    if (value.size === 0 && !value.name) continue
    if (!isPlainFileName(value.name))
      throw badRequest(`Nome del file non valido: ${JSON.stringify(value.name.slice(0, 100))}`)
    files.push({ field, name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) })
  }
  return { kind: 'form', fields, files }
}

/**
 * Reads a JSON object or a multipart/url-encoded form, with a clear 400 for an
 * empty body, invalid JSON, a missing multipart boundary, a file name with a path
 * or any other content type, and a 413 past the size limit.
 */
export async function readRequestBody(req: PayloadRequest, limits: FormLimits): Promise<RequestBody> {
  const length = req.headers.get('content-length')
  if (!req.body || length === '0' || (length === null && !req.headers.has('transfer-encoding'))) {
    throw badRequest('Corpo della richiesta vuoto')
  }
  const { mime, hasBoundary } = contentType(req)
  if (mime === 'application/json') return { kind: 'json', fields: await readJson(req), files: [] }
  if (mime === 'multipart/form-data') {
    if (!hasBoundary) throw badRequest('Richiesta multipart senza boundary nel Content-Type')
    return readForm(req, limits)
  }
  if (mime === 'application/x-www-form-urlencoded') return readForm(req, { maxFormBytes: MAX_JSON_BYTES })
  throw badRequest(
    `Tipo di contenuto non supportato (${mime || 'assente'}): usa application/json o multipart/form-data`,
  )
}
