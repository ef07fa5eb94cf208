import type { RequestHandler } from 'express'
import helmet from 'helmet'

type Area = 'storefront' | 'console' | 'api'

/** Powerful browser features no page of the site uses, off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * Security headers per area. The storefront runs no inline script (its state
 * travels as JSON data); Payload's console needs inline scripts for Next.
 */
export function securityHeaders(
  area: Area,
  { production, https }: { production: boolean; https: boolean },
): RequestHandler {
  const devScript = production ? [] : ["'unsafe-inline'", "'unsafe-eval'"]
  const devConnect = production ? [] : ['ws:', 'wss:']
  const directives: Record<Area, Record<string, string[] | null>> = {
    storefront: {
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://www.googletagmanager.com', ...devScript],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://www.googletagmanager.com'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://*.google-analytics.com', 'https://www.googletagmanager.com', ...devConnect],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': https ? [] : null,
    },
    console: {
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...devConnect],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': https ? [] : null,
    },
    api: {
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  }
  const headersWith = (csp: Record<string, string[] | null>) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: csp },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    })
  const helmetHeaders = headersWith(directives[area])
  // The panel decodes iPhone photos with libheif: WebAssembly (no other eval) in a worker made from
  // a blob. Only its pages allow that; the public pages keep the stricter policy.
  const panelHeaders =
    area === 'storefront'
      ? headersWith({
          ...directives.storefront,
          'script-src': [...directives.storefront['script-src']!, "'wasm-unsafe-eval'"],
          'worker-src': ["'self'", 'blob:'],
        })
      : helmetHeaders
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    const panel = req.path === '/admin' || req.path.startsWith('/admin/')
    ;(panel ? panelHeaders : helmetHeaders)(req, res, next)
  }
}
