import type { Request, Response as ExpressResponse, RequestHandler } from 'express'
import { handleEndpoints, type SanitizedConfig } from 'payload'

import { apiBodyLimit, isPhotoUpload, tooLargeMessage } from './apiBodyLimit'
import type { createApiCache } from './apiCache'
import { boundedBody } from './boundedBody'
import { SESSION_REQUIRED_MESSAGE } from '../endpoints/shared/requireAdmin'
import type { SessionCheck } from './uploadSession'
import { toWebRequest } from './webBridge'

type RespondToApi = ReturnType<typeof createApiCache>

const tooLarge = (limit: number) => Response.json({ error: tooLargeMessage(limit) }, { status: 413 })
const sessionRequired = () => Response.json({ error: SESSION_REQUIRED_MESSAGE }, { status: 401 })

/**
 * An answer sent before the body is all in: the connection stays open while the
 * rest is dropped, or a client that asked to close it would get a reset
 * instead of the answer.
 */
function lingerForUnreadBody(req: Request, res: ExpressResponse): void {
  if (!req.complete) res.shouldKeepAlive = true
}

/**
 * /api: Payload's REST and our endpoints, with every request body bounded
 * before anything reads it (Payload's own routes parse JSON before their access
 * check). A body declared too large is refused at once; one that grows too large
 * while streaming fails the reader and is answered 413 whatever the handler made
 * of it. What a handler leaves unread is dropped, within a bound. A photo upload gets its larger
 * bound only once its session is verified, before its body is touched: without one it is a 401
 * right after its headers.
 */
export function apiRoute(
  config: Promise<SanitizedConfig>,
  respondToApi: RespondToApi,
  hasSession: SessionCheck,
): RequestHandler {
  return async (req, res, next) => {
    const upload = isPhotoUpload(req)
    const verified = upload && (await hasSession(req))
    const limit = apiBodyLimit(req, verified)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const body = hasBody ? boundedBody(req, limit) : undefined
    try {
      if (upload && !verified) {
        body?.discardRest()
        lingerForUnreadBody(req, res)
        await respondToApi(req, res, () => Promise.resolve(sessionRequired()))
        return
      }
      if (Number(req.headers['content-length']) > limit) {
        body?.discardRest()
        lingerForUnreadBody(req, res)
        await respondToApi(req, res, () => Promise.resolve(tooLarge(limit)))
        return
      }
      await respondToApi(req, res, async () => {
        const response = await handleEndpoints({ config, request: toWebRequest(req, body?.stream) })
        if (body) lingerForUnreadBody(req, res)
        if (!body?.exceeded()) return response
        await response.body?.cancel()
        return tooLarge(limit)
      })
    } catch (error) {
      next(error)
    } finally {
      body?.discardRest()
    }
  }
}
