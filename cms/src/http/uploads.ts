import path from 'node:path'
import express, { type ErrorRequestHandler, type RequestHandler, type Response, type Router } from 'express'

import type { S3Settings } from '../boot/env'
import { logger } from '../lib/logger'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageFailure } from '../lib/storageFailure'
import { PhotoNotFoundError, sendS3Object } from '../lib/storageS3Delivery'
import { sharedS3Client } from '../storage'

const VARIANT = /-\d+x\d+\.webp$/i
// Every stored name comes from the upload pipeline: ASCII letters, digits, '.', '_' and '-'.
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/

function setCacheHeaders(res: Response, filename: string) {
  // Variant files get a new name whenever their content could change; originals may be replaced.
  res.setHeader(
    'Cache-Control',
    VARIANT.test(filename) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  )
}

/**
 * Refuses, before any storage is asked, every name the pipeline cannot have
 * produced: `..`, slashes and backslashes (raw or percent-encoded, once or
 * twice), absolute paths, NUL bytes. Nothing outside the media folder or the
 * bucket's photos can be named, whatever the store does with the name.
 */
const acceptStoredNamesOnly: RequestHandler = (req, res, next) => {
  let name: string
  try {
    name = decodeURIComponent(req.path.slice(1))
  } catch {
    name = ''
  }
  if (STORED_NAME.test(name) && !name.includes('..')) return next()
  res.status(400).type('text/plain').send('Nome file non valido')
}

const notFound: RequestHandler = (_req, res) => {
  res.removeHeader('Cache-Control')
  res.status(404).type('text/plain').send('Not found')
}

/** True when a media record names the file, as its original or as a variant (an indexed lookup). */
export type IsRecordedPhoto = (filename: string) => Promise<boolean>

/**
 * Serves only files a media record names. A server killed between writing a
 * photo's files and committing its record leaves files nobody uploaded as far
 * as the catalogue knows: they stay private until the orphan sweep removes them.
 */
function recordedPhotosOnly(isRecorded: IsRecordedPhoto): RequestHandler {
  return async (req, res, next) => {
    try {
      if (await isRecorded(decodeURIComponent(req.path.slice(1)))) return next()
    } catch (error) {
      return next(error)
    }
    notFound(req, res, next)
  }
}

/** express.static reports an unsatisfiable range or a bad request as an error carrying its status. */
const answerFileErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: number }).status
  if (!status || status >= 500 || res.headersSent) return next(error)
  const headers = (error as { headers?: Record<string, string> }).headers
  if (headers) res.set(headers)
  res.removeHeader('Cache-Control')
  res.status(status).end()
}

/** /uploads/{filename}: photo bytes from the local media folder. */
export function localUploads(dataDir: string, isRecorded: IsRecordedPhoto): Router {
  const router = express.Router()
  router.use(acceptStoredNamesOnly, recordedPhotosOnly(isRecorded))
  router.use(
    express.static(path.join(dataDir, 'media'), {
      index: false,
      dotfiles: 'ignore',
      fallthrough: true,
      redirect: false,
      setHeaders: (res, file) => setCacheHeaders(res, path.basename(file)),
    }),
  )
  router.use(notFound)
  router.use(answerFileErrors)
  return router
}

/**
 * /uploads/{filename}: photo bytes streamed from the S3 bucket. Not through
 * Payload's /api/media/file handler: that one asks S3 twice for every photo,
 * sets up a Payload request (and looks up the session) for each, and answers
 * 500 when the bucket is down.
 */
export function s3Uploads(s3: S3Settings, isRecorded: IsRecordedPhoto): Router {
  const bucket = { client: sharedS3Client(s3), bucket: s3.bucket }
  const router = express.Router()
  router.use(acceptStoredNamesOnly, recordedPhotosOnly(isRecorded))
  router.get('/:filename', async (req, res, next) => {
    const filename = String(req.params.filename)
    setCacheHeaders(res, filename)
    try {
      await sendS3Object(req, res, bucket, filename)
    } catch (error) {
      if (res.headersSent) {
        res.destroy()
        return next(error)
      }
      if (error instanceof PhotoNotFoundError) return notFound(req, res, next)
      if (!isStorageFailure(error)) return next(error)
      logger.error(`${filename}: photo store unreachable: ${String(error)}`)
      res.removeHeader('Cache-Control')
      res.status(503).set('Retry-After', '5').type('text/plain').send(STORAGE_UNAVAILABLE_MESSAGE)
    }
  })
  router.use(notFound)
  return router
}
