import crypto from 'node:crypto'

/** A Cookie header as an attacker may write it, and whether it holds the real session's token. */
export interface CookieSpelling {
  name: string
  cookie: string
  carriesSession: boolean
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** Payload signs with the first 32 hex digits of the secret's SHA-256 (payload/dist/index.js). */
function signingKey(secret: string): Buffer {
  return Buffer.from(crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32))
}

function signed(header: object, claims: object, key: Buffer): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
  return `${unsigned}.${crypto.createHmac('sha256', key).update(unsigned).digest('base64url')}`
}

/**
 * Session tokens made from a real one (`payload-token` value) without being
 * valid: expired yet correctly signed with the server's secret, signed with
 * another key, without a signature, with `alg: none`, with the claims changed
 * under the original signature, and one made up.
 */
export function forgedTokens(token: string, secret: string): Record<string, string> {
  const [header, claims, signature] = token.split('.')
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
  const now = Math.floor(Date.now() / 1000)
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as object
  return {
    expired: signed(jwtHeader, { ...decoded, iat: now - 7200, exp: now - 3600 }, signingKey(secret)),
    'wrong signature': signed(jwtHeader, decoded, signingKey(`${secret}-other`)),
    unsigned: `${header}.${claims}.`,
    'alg none': `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${claims}.`,
    'claims changed': `${header}.${base64url(JSON.stringify({ ...decoded, id: Number(decoded.id) + 1 }))}.${signature}`,
    'made up': 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.bm90LWEtc2lnbmF0dXJl',
  }
}

/**
 * Cookie headers written oddly: the language cookie with a no-break space,
 * upper case, twice, quoted; the session cookie duplicated, quoted, upper
 * case, with spaces or a no-break space around its name, and forged.
 */
export function cookieSpellings(token: string, secret: string): CookieSpelling[] {
  const session = (name: string, cookie: string): CookieSpelling => ({ name, cookie, carriesSession: true })
  const visitor = (name: string, cookie: string): CookieSpelling => ({ name, cookie, carriesSession: false })
  return [
    visitor('no-break space before lang', '\u00a0lang=en'),
    visitor('LANG', 'LANG=en'),
    visitor('lang twice', 'lang=en; lang=it'),
    visitor('quoted lang', 'lang="en"'),
    visitor('lang with junk', 'lang=en%00; =; ;;lang'),
    session('token twice', `payload-token=${token}; payload-token=${token}`),
    session('forged token before the real one', `payload-token=x.y.z; payload-token=${token}`),
    session('real token before a forged one', `payload-token=${token}; payload-token=x.y.z`),
    session('quoted token', `payload-token="${token}"`),
    session('PAYLOAD-TOKEN', `PAYLOAD-TOKEN=${token}`),
    session('spaces around the name', ` payload-token = ${token} `),
    session('no-break space before the token', `\u00a0payload-token=${token}; lang=en`),
    ...Object.entries(forgedTokens(token, secret)).map(([name, forged]) =>
      visitor(`${name} token`, `payload-token=${forged}; lang=en`),
    ),
  ]
}
