import sharp from 'sharp'

import { ADMIN } from './dataTemplate'

export { ADMIN, ADMIN_ENV } from './dataTemplate'

export interface StoredSize {
  filename: string | null
  url: string | null
  width: number | null
  height: number | null
  mimeType: string | null
}

export interface MediaDoc {
  id: number
  filename: string
  originalFilename: string
  mimeType: string
  filesize: number
  width: number
  height: number
  url: string
  sizes: Record<'thumbnail' | 'card' | 'large', StoredSize>
}

/** Signs in through Payload's REST login; returns the Cookie header for later requests. */
export async function signIn(baseUrl: string, credentials = ADMIN): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error('login set no payload-token cookie')
  return `payload-token=${token}`
}

type PhotoFile = { data: Buffer; name: string; type?: string }

/** The form the console sends to POST /api/media: the file in `file`, the fields in `_payload`. */
export function photoForm(file: PhotoFile): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }), file.name)
  form.append('_payload', JSON.stringify({ alt: file.name }))
  return form
}

export function uploadPhoto(baseUrl: string, cookie: string, file: PhotoFile) {
  return fetch(`${baseUrl}/api/media`, { method: 'POST', headers: { cookie }, body: photoForm(file) })
}

export async function uploadedDoc(response: Response): Promise<MediaDoc> {
  const body = (await response.json()) as { doc?: MediaDoc }
  if (response.status !== 201 || !body.doc) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`)
  return body.doc
}

/** Every photo record; the library is listed whole to the dealer only. */
export async function mediaDocs(baseUrl: string, cookie: string): Promise<MediaDoc[]> {
  const response = await fetch(`${baseUrl}/api/media?limit=1000&depth=0`, { headers: { cookie } })
  if (response.status !== 200) throw new Error(`media list failed: ${response.status}`)
  return ((await response.json()) as { docs: MediaDoc[] }).docs
}

/** Every file a media record points at: the original and its variants. */
export function storedFilenames(doc: MediaDoc): string[] {
  const variants = Object.values(doc.sizes ?? {}).map((size) => size.filename)
  return [...new Set([doc.filename, ...variants].filter((name): name is string => Boolean(name)))]
}

/** A camera-like JPEG: noise keeps it from compressing to nothing, as real photos do. */
export function noisyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#6b7c8f', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
}
