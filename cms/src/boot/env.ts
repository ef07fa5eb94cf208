import net from 'node:net'
import path from 'node:path'

/**
 * Every environment variable the server reads, with what it is for. The README,
 * `.env.example` and `docker-compose.yml` are checked against this list.
 */
export const ENV_VARIABLES = {
  NODE_ENV: 'production for a deployed server; anything else runs Vite and Next in development mode',
  PORT: 'HTTP port (default 3000)',
  DATA_DIR: 'folder for the embedded PostgreSQL, local photos and generated secrets (default ./.data)',
  DATABASE_URL: 'postgres:// URL of an external PostgreSQL; when unset an embedded one starts',
  PAYLOAD_SECRET:
    'secret that signs sessions; generated when unset and kept in the database, shared by every server on it',
  S3_BUCKET: 'store photos in this S3 bucket instead of the local disk',
  S3_REGION: 'S3 region (default us-east-1)',
  S3_ENDPOINT: 'S3-compatible endpoint URL, e.g. MinIO (default: AWS)',
  S3_ACCESS_KEY_ID: 'S3 access key (required with S3_BUCKET)',
  S3_SECRET_ACCESS_KEY: 'S3 secret key (required with S3_BUCKET)',
  S3_FORCE_PATH_STYLE: 'true to address the bucket by path, as MinIO needs (default true when S3_ENDPOINT is set)',
  ADMIN_USERNAME: 'username of the first administrator, created on an empty database',
  ADMIN_PASSWORD: 'password of the first administrator; when unset one is generated and saved in DATA_DIR',
  SITE_URL: 'public origin of the site, used in links, the sitemap and secure cookies (default http://localhost:PORT)',
  SEED_DEMO: 'true to load the demo catalogue into an empty database (default true with the embedded database)',
  TRUST_PROXY:
    'comma-separated addresses, CIDR ranges or loopback/linklocal/uniquelocal of the proxies whose X-Forwarded-For is believed (default: none)',
  SMTP_URL:
    "smtp:// or smtps:// URL of the mail server that sends visitors' requests to the dealer (default: none, requests are only stored)",
  MAIL_FROM: 'sender of those e-mails, e.g. "Autosalone <sito@example.com>" (default sito@localhost)',
} as const

export type EnvName = keyof typeof ENV_VARIABLES

/** A configuration problem the server cannot start with; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

export interface AppEnv {
  production: boolean
  port: number
  dataDir: string
  databaseUrl?: string
  payloadSecret?: string
  s3?: S3Settings
  adminUsername?: string
  adminPassword?: string
  siteUrl: string
  seedDemo: boolean
  /** Express's `trust proxy` list; empty trusts no proxy, so the client address is the socket's. */
  trustProxy: string[]
  smtpUrl?: string
  mailFrom?: string
}

function parseBoolean(name: EnvName, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined
  if (/^(1|true|yes|on)$/i.test(value)) return true
  if (/^(0|false|no|off)$/i.test(value)) return false
  throw new ConfigError(`${name} must be true or false, got "${value}"`)
}

function parseUrl(name: EnvName, value: string, protocols: string[]): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`${name} is not a valid URL`)
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`)
  }
  return url
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** Each entry of TRUST_PROXY: a range name, an IP address, or an address with a prefix length. */
function parseTrustProxy(text: string | undefined): string[] {
  if (!text) return []
  return text.split(',').map((entry) => {
    const item = entry.trim()
    if (PROXY_RANGE_NAMES.includes(item)) return item
    const [address, prefix, ...rest] = item.split('/')
    const version = net.isIP(address)
    const maxPrefix = version === 4 ? 32 : 128
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix)
    if (version === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY must list IP addresses, CIDR ranges or ${PROXY_RANGE_NAMES.join('/')}, got "${item}"`,
      )
    }
    return item
  })
}

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): AppEnv {
  const value = (name: EnvName) => {
    const v = env[name]?.trim()
    return v ? v : undefined
  }

  const portText = value('PORT') ?? '3000'
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number between 1 and 65535, got "${portText}"`)
  }

  const databaseUrl = value('DATABASE_URL')
  if (databaseUrl) {
    const url = parseUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'])
    if (!url.hostname) throw new ConfigError('DATABASE_URL has no host name')
  }

  let s3: S3Settings | undefined
  const bucket = value('S3_BUCKET')
  if (bucket) {
    const accessKeyId = value('S3_ACCESS_KEY_ID')
    const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
    if (!accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID is required when S3_BUCKET is set')
    if (!secretAccessKey) throw new ConfigError('S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set')
    const endpoint = value('S3_ENDPOINT')
    if (endpoint) parseUrl('S3_ENDPOINT', endpoint, ['http:', 'https:'])
    s3 = {
      bucket,
      region: value('S3_REGION') ?? 'us-east-1',
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', value('S3_FORCE_PATH_STYLE')) ?? Boolean(endpoint),
    }
  }

  const siteUrlText = value('SITE_URL') ?? `http://localhost:${port}`
  const siteUrl = parseUrl('SITE_URL', siteUrlText, ['http:', 'https:']).origin

  const adminPassword = value('ADMIN_PASSWORD')
  if (adminPassword !== undefined && adminPassword.length < 10) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 10 characters long')
  }

  const smtpUrl = value('SMTP_URL')
  return {
    production: env.NODE_ENV === 'production',
    port,
    dataDir: path.resolve(value('DATA_DIR') ?? '.data'),
    databaseUrl,
    payloadSecret: value('PAYLOAD_SECRET'),
    s3,
    adminUsername: value('ADMIN_USERNAME'),
    adminPassword,
    siteUrl,
    seedDemo: parseBoolean('SEED_DEMO', value('SEED_DEMO')) ?? !databaseUrl,
    trustProxy: parseTrustProxy(value('TRUST_PROXY')),
    smtpUrl: smtpUrl && parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']).href,
    mailFrom: value('MAIL_FROM'),
  }
}
