import path from 'node:path'
import express, { type RequestHandler, type Router } from 'express'
import type { SanitizedConfig } from 'payload'
import { handleEndpoints } from 'payload'

import { sendWebResponse, toWebRequest } from './webBridge'

const VARIANT = /-\d+x\d+\.webp$/i

function setCacheHeaders(res: express.Response, filename: string) {
  // Variant files get a new name whenever their content could change; originals may be replaced.
  res.setHeader('Cache-Control', VARIANT.test(filename) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
}

/** /uploads/{filename}: photo bytes from the local media folder. */
export function localUploads(dataDir: string): Router {
  const router = express.Router()
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
  return router
}

/** /uploads/{filename}: photo bytes streamed from S3 through Payload's file handler. */
export function s3Uploads(config: Promise<SanitizedConfig>): Router {
  const router = express.Router()
  router.get('/:filename', async (req, res, next) => {
    try {
      const filename = String(req.params.filename)
      const request = toWebRequest(req)
      const response = await handleEndpoints({
        config,
        request,
        path: `/api/media/file/${encodeURIComponent(filename)}`,
      })
      if (response.ok) setCacheHeaders(res, filename)
      await sendWebResponse(res, response)
    } catch (error) {
      next(error)
    }
  })
  router.use(notFound)
  return router
}

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found')
}
