import type { Endpoint } from 'payload'

const MAX_SIDE = 4000

function side(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value)) return null
  const n = Number(value)
  return n <= MAX_SIDE ? n : null
}

/** A side view of a hatchback drawn on a 240 × 100 grid, scaled into the middle of the image. */
const CAR_SILHOUETTE =
  'M20 72 L28 50 Q34 40 48 38 L78 36 Q92 20 112 18 L160 18 Q178 18 192 34 L206 38 Q222 42 224 56 L224 72 Z'

function placeholderSvg(width: number, height: number): string {
  const scale = Math.min(width / 240, height / 100) * 0.6
  const x = (width - 240 * scale) / 2
  const y = (height - 100 * scale) / 2 - height * 0.06
  const fontSize = Math.max(8, Math.min(width, height) / 10)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#d4d4d8"/>`,
    `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" fill="#a1a1aa">`,
    `<path d="${CAR_SILHOUETTE}"/>`,
    `<path d="M84 36 L114 24 L140 24 L140 36 Z M148 24 L162 24 Q176 26 186 36 L148 36 Z" fill="#e4e4e7"/>`,
    `<circle cx="62" cy="72" r="15"/><circle cx="186" cy="72" r="15"/>`,
    `<circle cx="62" cy="72" r="6" fill="#d4d4d8"/><circle cx="186" cy="72" r="6" fill="#d4d4d8"/>`,
    `</g>`,
    `<text x="50%" y="${(y + 100 * scale + fontSize * 1.4).toFixed(2)}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize.toFixed(1)}" fill="#52525b">${width} × ${height}</text>`,
    `</svg>`,
  ].join('')
}

/** GET /api/placeholder/{w}/{h}: a grey image with a car outline and its size, for cars without photos. */
export const placeholder: Endpoint = {
  path: '/placeholder/:width/:height',
  method: 'get',
  handler: (req) => {
    const width = side(req.routeParams?.width)
    const height = side(req.routeParams?.height)
    if (width === null || height === null) {
      return Response.json(
        { error: `Dimensioni non valide: larghezza e altezza devono essere numeri interi da 1 a ${MAX_SIDE}` },
        { status: 400 },
      )
    }
    return new Response(placeholderSvg(width, height), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  },
}
