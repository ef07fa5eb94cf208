import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'

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
  LOG_LEVEL: 'least severe log lines written: fatal, error, warn, info, debug, trace or silent (default info)',
  LOG_FORMAT:
    'json for one JSON object a line, pretty for readable lines (default: readable in a terminal or in development, JSON otherwise)',
  SMTP_URL:
    "smtp:// or smtps:// URL of the mail server that sends visitors' requests to the dealer (default: none, requests are only stored)",
  MAIL_FROM: 'sender of those e-mails, e.g. "Autosalone <sito@example.com>" (default sito@localhost)',
  LEADS_PER_HOUR: "visitors' requests the whole site stores in an hour, from every address together (default 30)",
  LEAD_PHOTOS_MB_DAY:
    "megabytes of visitors' trade-in photos stored in any 24 hours; past it requests are stored without photos (default 250)",
  LEAD_PHOTOS_MB_TOTAL:
    "megabytes of visitors' trade-in photos kept in all; past it requests are stored without photos (default 10000)",
  IMAGE_CONCURRENCY:
    "photos the dealer's uploads work on at once (default 2); visitors' photos get half as many, at least 1",
  IMPORT_PHOTO_HOSTS:
    'tests only: comma-separated host names or addresses whose photo URLs an import may fetch even on a loopback or private address (default: none)',
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
  logLevel: (typeof LOG_LEVELS)[number]
  smtpUrl?: string
  mailFrom?: string
  /** The bounds on visitors' requests a dealer may set; the rest are fixed in `leadLimits.ts`. */
  leads: { perHour: number; photoMbPerDay: number; photoMbTotal: number }
  /** Photos the dealer's uploads work on at once; visitors' photos have a smaller share of their own. */
  imageConcurrency: number
  /** hosts an import's photo URLs may reach on a private address (tests) */
  importPhotoHosts: string[]
}

/** Two photos at once keep an upload of many moving without taking every core (cms/src/main.cts). */
export const DEFAULT_IMAGE_CONCURRENCY = 2

/** How log lines are written; LOG_FORMAT picks one. */
export const LOG_FORMATS = ['json', 'pretty'] as const
export type LogFormat = (typeof LOG_FORMATS)[number]

/** The levels pino knows; LOG_LEVEL picks one. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

type Context = z.RefinementCtx
const fail = (ctx: Context, message: string) => {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/** A variable as the environment gives it: trimmed, and unset when blank. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const booleanVariable = (name: EnvName) =>
  text.transform((value, ctx) => {
    if (value === undefined) return undefined
    if (/^(1|true|yes|on)$/i.test(value)) return true
    if (/^(0|false|no|off)$/i.test(value)) return false
    return fail(ctx, `${name} must be true or false, got "${value}"`)
  })

function checkUrl(name: EnvName, value: string, protocols: string[], ctx: Context): URL | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    fail(ctx, `${name} is not a valid URL`)
    return undefined
  }
  if (!protocols.includes(url.protocol)) {
    fail(ctx, `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`)
    return undefined
  }
  return url
}

const urlVariable = (name: EnvName, protocols: string[], check?: (url: URL, ctx: Context) => void) =>
  text.superRefine((value, ctx) => {
    if (value === undefined) return
    const url = checkUrl(name, value, protocols, ctx)
    if (url) check?.(url, ctx)
  })

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** Each entry of TRUST_PROXY: a range name, an IP address, or an address with a prefix length. */
function isProxyEntry(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true
  const [address, prefix, ...rest] = item.split('/')
  const version = net.isIP(address)
  const maxPrefix = version === 4 ? 32 : 128
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix)
  return version !== 0 && prefixOk && rest.length === 0
}

/** A whole number from 1 up, or (with `decimals`) any number from 0 up; unset gives the default. */
const amountVariable = (name: EnvName, fallback: number, { decimals = false } = {}) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback
    const amount = Number(value)
    const valid = decimals ? /^\d+(\.\d+)?$/.test(value) : /^\d+$/.test(value) && amount >= 1
    if (valid && Number.isFinite(amount)) return amount
    return fail(ctx, `${name} must be ${decimals ? 'a number from 0 up' : 'a whole number from 1 up'}, got "${value}"`)
  })

/** The environment as the server reads it; each message is the one line the server stops with. */
const envSchema = z
  .object({
    NODE_ENV: text,
    PORT: text.transform((value = '3000', ctx) => {
      const port = Number(value)
      if (Number.isInteger(port) && port >= 1 && port <= 65535) return port
      return fail(ctx, `PORT must be a number between 1 and 65535, got "${value}"`)
    }),
    DATA_DIR: text.transform((value) => path.resolve(value ?? '.data')),
    DATABASE_URL: urlVariable('DATABASE_URL', ['postgres:', 'postgresql:'], (url, ctx) => {
      if (!url.hostname) fail(ctx, 'DATABASE_URL has no host name')
    }),
    PAYLOAD_SECRET: text,
    S3_BUCKET: text,
    S3_REGION: text,
    S3_ENDPOINT: urlVariable('S3_ENDPOINT', ['http:', 'https:']),
    S3_ACCESS_KEY_ID: text,
    S3_SECRET_ACCESS_KEY: text,
    S3_FORCE_PATH_STYLE: booleanVariable('S3_FORCE_PATH_STYLE'),
    ADMIN_USERNAME: text,
    ADMIN_PASSWORD: text.superRefine((value, ctx) => {
      if (value !== undefined && value.length < 10) fail(ctx, 'ADMIN_PASSWORD must be at least 10 characters long')
    }),
    SITE_URL: urlVariable('SITE_URL', ['http:', 'https:']),
    SEED_DEMO: booleanVariable('SEED_DEMO'),
    TRUST_PROXY: text.transform((value, ctx) => {
      const entries = value?.split(',').map((entry) => entry.trim()) ?? []
      const bad = entries.find((entry) => !isProxyEntry(entry))
      if (bad === undefined) return entries
      return fail(
        ctx,
        `TRUST_PROXY must list IP addresses, CIDR ranges or ${PROXY_RANGE_NAMES.join('/')}, got "${bad}"`,
      )
    }),
    SMTP_URL: urlVariable('SMTP_URL', ['smtp:', 'smtps:']).transform((value) => value && new URL(value).href),
    MAIL_FROM: text,
    LEADS_PER_HOUR: amountVariable('LEADS_PER_HOUR', 30),
    LEAD_PHOTOS_MB_DAY: amountVariable('LEAD_PHOTOS_MB_DAY', 250, { decimals: true }),
    LEAD_PHOTOS_MB_TOTAL: amountVariable('LEAD_PHOTOS_MB_TOTAL', 10_000, { decimals: true }),
    IMAGE_CONCURRENCY: text.transform((value = String(DEFAULT_IMAGE_CONCURRENCY), ctx) => {
      const count = Number(value)
      if (Number.isInteger(count) && count >= 1 && count <= 32) return count
      return fail(ctx, `IMAGE_CONCURRENCY must be a whole number between 1 and 32, got "${value}"`)
    }),
    IMPORT_PHOTO_HOSTS: text.transform(
      (value) =>
        value
          ?.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean) ?? [],
    ),
    LOG_LEVEL: text.transform((value = 'info', ctx) => {
      const level = value.toLowerCase()
      if ((LOG_LEVELS as readonly string[]).includes(level)) return level as (typeof LOG_LEVELS)[number]
      return fail(ctx, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`)
    }),
    LOG_FORMAT: text.transform((value, ctx) => {
      const format = value?.trim().toLowerCase()
      if (!format || (LOG_FORMATS as readonly string[]).includes(format)) return format as LogFormat | undefined
      return fail(ctx, `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${value}"`)
    }),
  } satisfies Record<EnvName, z.ZodType>)
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET) return
    if (!env.S3_ACCESS_KEY_ID) fail(ctx, 'S3_ACCESS_KEY_ID is required when S3_BUCKET is set')
    else if (!env.S3_SECRET_ACCESS_KEY) fail(ctx, 'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set')
  })

function s3Settings(env: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  }
}

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) throw new ConfigError(parsed.error.issues[0].message)
  const env = parsed.data
  return {
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    payloadSecret: env.PAYLOAD_SECRET,
    s3: s3Settings(env),
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    siteUrl: new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).origin,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    leads: {
      perHour: env.LEADS_PER_HOUR,
      photoMbPerDay: env.LEAD_PHOTOS_MB_DAY,
      photoMbTotal: env.LEAD_PHOTOS_MB_TOTAL,
    },
    imageConcurrency: env.IMAGE_CONCURRENCY,
    importPhotoHosts: env.IMPORT_PHOTO_HOSTS,
  }
}
