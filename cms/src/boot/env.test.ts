import { describe, expect, it } from 'vitest'

import { ConfigError, readEnv } from './env'

const withProxies = (value?: string) => readEnv({ NODE_ENV: 'test', TRUST_PROXY: value })

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(withProxies().trustProxy).toEqual([])
    expect(withProxies(' ').trustProxy).toEqual([])
  })

  it('takes addresses, CIDR ranges and the range names express knows', () => {
    expect(withProxies('loopback, 10.0.0.0/8,172.18.0.2 , fd00::/8,uniquelocal').trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '172.18.0.2',
      'fd00::/8',
      'uniquelocal',
    ])
  })

  it.each(['true', '*', 'nginx', '10.0.0.0/33', '10.0.0.1/8/8', 'loopback,', '::1/129'])(
    'refuses "%s" with one line naming the variable',
    (value) => {
      expect(() => withProxies(value)).toThrow(/^TRUST_PROXY must list IP addresses, CIDR ranges/)
    },
  )
})

describe('readEnv', () => {
  it('fills in the defaults of an empty environment', () => {
    expect(readEnv({ NODE_ENV: 'production', PORT: ' ' })).toMatchObject({
      production: true,
      port: 3000,
      siteUrl: 'http://localhost:3000',
      seedDemo: true,
      s3: undefined,
      logLevel: 'info',
    })
  })

  it('reads S3, the site origin, the demo switch and the log level', () => {
    const env = readEnv({
      NODE_ENV: 'test',
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/cars',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio:9000',
      SITE_URL: 'https://www.example.com/path',
      LOG_LEVEL: 'Debug',
    })
    expect(env).toMatchObject({ port: 8080, siteUrl: 'https://www.example.com', seedDemo: false, logLevel: 'debug' })
    expect(env.s3).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
  })

  it.each([
    [{ PORT: '0' }, 'PORT must be a number between 1 and 65535, got "0"'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL has no host name'],
    [
      { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'ftp://x' },
      'S3_ENDPOINT must start with http:// or https://',
    ],
    [{ S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false, got "maybe"'],
    [{ SITE_URL: 'www.example.com' }, 'SITE_URL is not a valid URL'],
    [{ SEED_DEMO: 'si' }, 'SEED_DEMO must be true or false, got "si"'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT must be one of json, pretty, got "xml"'],
  ])('%j stops the start with one line naming the variable', (env, message) => {
    expect(() => readEnv({ NODE_ENV: 'test', ...env })).toThrow(new ConfigError(message))
  })
})

describe('SMTP_URL', () => {
  it('is optional: without it requests are only stored', () => {
    expect(readEnv({ NODE_ENV: 'test' }).smtpUrl).toBeUndefined()
  })

  it('takes an smtp:// or smtps:// URL and refuses anything else, naming the variable', () => {
    expect(readEnv({ NODE_ENV: 'test', SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pw@mail.example.com:465',
    )
    expect(() => readEnv({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example.com' })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    )
  })
})

describe('the bounds on visitors’ requests', () => {
  it('have defaults, and take whole requests and megabytes with decimals', () => {
    expect(readEnv({ NODE_ENV: 'test' }).leads).toEqual({ perHour: 30, photoMbPerDay: 250, photoMbTotal: 10_000 })
    expect(
      readEnv({ NODE_ENV: 'test', LEADS_PER_HOUR: '3', LEAD_PHOTOS_MB_DAY: '0.5', LEAD_PHOTOS_MB_TOTAL: '0' }).leads,
    ).toEqual({ perHour: 3, photoMbPerDay: 0.5, photoMbTotal: 0 })
  })

  it.each([
    [{ LEADS_PER_HOUR: '0' }, 'LEADS_PER_HOUR must be a whole number from 1 up, got "0"'],
    [{ LEADS_PER_HOUR: '2.5' }, 'LEADS_PER_HOUR must be a whole number from 1 up, got "2.5"'],
    [{ LEAD_PHOTOS_MB_DAY: '-1' }, 'LEAD_PHOTOS_MB_DAY must be a number from 0 up, got "-1"'],
    [{ LEAD_PHOTOS_MB_TOTAL: '1e9' }, 'LEAD_PHOTOS_MB_TOTAL must be a number from 0 up, got "1e9"'],
  ])('%j stops the start with one line naming the variable', (env, message) => {
    expect(() => readEnv({ NODE_ENV: 'test', ...env })).toThrow(new ConfigError(message))
  })
})
