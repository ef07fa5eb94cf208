import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { getPayload, type Payload } from 'payload'

import { ConfigError, readEnv, type AppEnv } from './boot/env'
import { startEmbeddedDatabase, type RunningDatabase } from './boot/database'
import { ensureFirstAdmin } from './boot/firstAdmin'
import { acquireDataDirLock } from './boot/lock'
import { loadOrCreateSecrets } from './boot/secrets'
import { keepServingThroughFaults, rememberRequest } from './boot/processFaults'
import { accessLog } from './http/accessLog'
import { takeStartupLock, type StartupLock } from './boot/startupLock'
import { createApiCache } from './http/apiCache'
import { createRenderCache } from './http/renderCache'
import { apiRoute } from './http/apiRoute'
import { guardApiRoutes } from './http/apiRoutes'
import { catalogueVersion } from './http/catalogueVersion'
import { italianConsoleByDefault } from './http/consoleLanguage'
import {
  answerDuringOutage,
  refuseWhileDatabaseDown,
  unlessDatabaseDown,
  watchDatabase,
  type DatabaseWatch,
} from './http/databaseOutage'
import { answerUnhandledErrors } from './http/errorHandler'
import { rejectMalformedUrl } from './http/malformedUrl'
import { nextConsole, type NextConsole } from './http/nextConsole'
import { sameSiteOnly } from './http/sameSiteOnly'
import { securityHeaders } from './http/security'
import { createInternalApi } from './http/internalApi'
import { payloadSessionCheck } from './http/uploadSession'
import { developmentStorefront, productionStorefront } from './http/storefront'
import { localUploads, s3Uploads } from './http/uploads'
import { configureImageWork, THREADS_BESIDES_IMAGES } from './lib/images/imageWork'
import { logger } from './lib/logger'
import { siteOrigins } from './lib/siteOrigins'
import { photoRecords } from './photoFiles/photoRecords'
import { startPhotoSweeps } from './photoFiles/photoSweeps'
import { poolOf } from './lib/database'

const cmsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const storefrontRoot = path.resolve(cmsRoot, '..', 'storefront')
const log = (line: string) => logger.info(line)

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new ConfigError(`PORT ${port} is already in use by another program`) : error)
    })
    server.listen(port, () => resolve())
  })
}

/** Sets the variables the Payload config reads when it is imported (here and by Next). */
function exportRuntimeEnv(env: AppEnv, databaseUrl: string, secret: string) {
  process.env.DATA_DIR = env.dataDir
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET = env.payloadSecret ?? secret
  process.env.SITE_URL = env.siteUrl
}

/**
 * A pooled connection that the database closes (restart, failover) reports it
 * on the pool when idle, and on itself when checked out (a transaction waiting
 * for an image); without a listener Node would end the whole process. The
 * query under way gets the error either way.
 */
function keepServingOnConnectionErrors(payload: Payload) {
  const pool = poolOf(payload)
  pool.on('error', (error) =>
    payload.logger.error({ err: error, msg: 'Database connection lost; it will be reopened' }),
  )
  const ignore = () => undefined
  pool.on('acquire', (client) => {
    if (!client.listeners('error').includes(ignore)) client.on('error', ignore)
  })
}

/** Waits for a shutdown step, never longer than `ms`: a database that is gone never answers. */
function settleWithin(ms: number, step: Promise<unknown> | undefined): Promise<unknown> {
  return Promise.race([step?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())])
}

/**
 * Sizes the image queue and says how it fits libuv's pool, which main.cts sized before anything
 * loaded: a pool without room for the photos and four more threads lets uploads starve the
 * database connections and the file reads (started some other way than main.cjs).
 */
function startImageWork(env: AppEnv) {
  const shares = configureImageWork(env.imageConcurrency)
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4
  const needed = shares.dealer + shares.visitor + THREADS_BESIDES_IMAGES
  const line = `Photos worked on at once: ${shares.dealer} of the dealer's, ${shares.visitor} of visitors'; libuv pool ${pool} threads`
  if (pool < needed) logger.warn(`${line}, fewer than the ${needed} they need: start the server with cms/dist/main.cjs`)
  else log(line)
}

async function main() {
  const started = performance.now()
  const env = readEnv()
  startImageWork(env)
  fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o755 })
  const releaseLock = acquireDataDirLock(env.dataDir)

  const app = express()
  app.disable('x-powered-by')
  // The client address (login throttling) comes from the socket unless a trusted proxy forwards it.
  app.set('trust proxy', env.trustProxy.length > 0 ? env.trustProxy : false)
  app.use(accessLog(logger))
  app.use(rememberRequest)
  app.use(compression())
  const server = http.createServer(app)
  let ready = false
  app.use((_req, res, next) => {
    if (ready) return next()
    res.status(503).set('Retry-After', '1').type('text/plain').send('Starting up, try again in a moment.')
  })
  let databaseWatch: DatabaseWatch | undefined
  app.use(refuseWhileDatabaseDown(() => databaseWatch))
  try {
    await listen(server, env.port)
  } catch (error) {
    releaseLock()
    throw error
  }

  let database: RunningDatabase | undefined
  let payload: Payload | undefined
  let consoleApp: NextConsole | undefined
  let stopSweeps: (() => void) | undefined
  let startup: StartupLock | undefined
  let stopping = false
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return
    stopping = true
    log(`${signal}: shutting down`)
    // Every step is bounded, and all together stay under 3 s, with the database gone too;
    // PostgreSQL gets what the others leave for its clean stop.
    const deadline = Date.now() + 2_700
    const upTo = (ms: number) => Math.max(0, Math.min(ms, deadline - Date.now()))
    server.close()
    setTimeout(() => server.closeAllConnections(), 1000).unref()
    stopSweeps?.()
    await settleWithin(upTo(500), consoleApp?.close())
    await settleWithin(upTo(300), databaseWatch?.close())
    await settleWithin(upTo(300), payload?.db.destroy?.())
    await settleWithin(upTo(Infinity), database?.stop())
    releaseLock()
    process.exit(exitCode)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  keepServingThroughFaults(logger, (reason) => void shutdown(reason, 1))

  try {
    const secrets = loadOrCreateSecrets(env.dataDir)
    database = env.databaseUrl
      ? undefined
      : await startEmbeddedDatabase(
          env.dataDir,
          secrets.databasePassword,
          log,
          () => void shutdown('PostgreSQL is gone', 1),
        )
    const databaseUrl = env.databaseUrl ?? database!.url
    // Replicas on one database take turns through the steps that check and then write.
    startup = await takeStartupLock(databaseUrl, log)
    exportRuntimeEnv(env, databaseUrl, env.payloadSecret ?? (await startup.sharedSecret(secrets.payloadSecret)))

    const { default: config } = await import('./payload.config')
    const { migrations } = await import('./migrations')
    payload = await getPayload({ config })
    keepServingOnConnectionErrors(payload)
    databaseWatch = watchDatabase(payload, log)
    // The generated migration files are typed for the Postgres adapter; the generic adapter type is looser.
    await payload.db.migrate({ migrations: migrations as never })
    await ensureFirstAdmin(payload, env, log)
    if (env.seedDemo) {
      const { seedDemoCatalogue } = await import('./seed/seedDemoCatalogue')
      await seedDemoCatalogue(payload, log)
    }
    await startup.release()

    stopSweeps = await startPhotoSweeps(payload, env, log)

    const api = createInternalApi(config, () => catalogueVersion(payload!))
    const headerOptions = { production: env.production, https: env.siteUrl.startsWith('https://') }

    // Sales channels' feeds: read-only, let in by the key in the address (before the origin
    // check, so that any other method is a plain 405).
    const { serveFeeds } = await import('./feeds/serveFeed')
    app.all(
      '/feeds/:channel/:file',
      securityHeaders('api', headerOptions),
      serveFeeds(payload, { siteUrl: env.siteUrl, catalogueVersion: () => catalogueVersion(payload!) }),
    )

    app.use(sameSiteOnly(siteOrigins(env.siteUrl)))
    consoleApp = nextConsole({ dir: cmsRoot, dev: !env.production, port: env.port, server })
    app.all(
      ['/cms', '/cms/{*rest}', '/_next/{*rest}', '/__nextjs{*rest}'],
      securityHeaders('console', headerOptions),
      italianConsoleByDefault,
      consoleApp.handler,
    )

    const respondToApi = createApiCache(() => catalogueVersion(payload!))
    const guardApi = guardApiRoutes(payload.config)
    // An answer the database's absence may explain (401, 403, 5xx) becomes the outage's 503.
    const respondUnlessDatabaseDown: typeof respondToApi = (req, res, produce) =>
      respondToApi(req, res, async () => unlessDatabaseDown(databaseWatch!, await produce()))
    app.use(
      '/api',
      securityHeaders('api', headerOptions),
      rejectMalformedUrl,
      guardApi,
      apiRoute(config, respondUnlessDatabaseDown, payloadSessionCheck(payload)),
    )

    const isRecordedPhoto = photoRecords(payload).has
    app.use(
      '/uploads',
      securityHeaders('api', headerOptions),
      env.s3 ? s3Uploads(env.s3, isRecordedPhoto) : localUploads(env.dataDir, isRecordedPhoto),
    )

    const seoFiles = (await import('./http/seoFiles')).seoFiles(api)
    app.get(['/sitemap.xml', '/robots.txt'], securityHeaders('api', headerOptions), seoFiles)
    const storefront = env.production
      ? await productionStorefront(
          storefrontRoot,
          api,
          createRenderCache({ catalogueVersion: () => catalogueVersion(payload!) }),
        )
      : await developmentStorefront(storefrontRoot, api, server)
    app.use(securityHeaders('storefront', headerOptions), storefront)

    app.use(answerDuringOutage(() => databaseWatch))
    app.use(answerUnhandledErrors(() => payload))

    ready = true
    log(
      `Ready in ${((performance.now() - started) / 1000).toFixed(1)} s: site ${env.siteUrl}  console ${env.siteUrl}/cms`,
    )
  } catch (error) {
    server.close()
    await startup?.release()
    await payload?.db.destroy?.().catch(() => undefined)
    await database?.stop().catch(() => undefined)
    releaseLock()
    throw error
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.error(`Cannot start: ${error.message}`)
  else logger.error({ err: error }, `Cannot start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
