import type { PayloadRequest } from 'payload'

/** The page's script asks for JSON; a form posted without it gets redirects, as browsers expect. */
export const wantsJson = (req: PayloadRequest) => (req.headers.get('accept') ?? '').includes('application/json')

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

/** The token of a link from an e-mail, from the address (a form may also send it as a field). */
export const tokenOf = (req: PayloadRequest, fields: Record<string, unknown> = {}) => {
  const fromField = fields.token
  if (typeof fromField === 'string') return fromField
  return new URL(req.url ?? '', 'http://site.invalid').searchParams.get('token') ?? ''
}
