import type { Endpoint, Payload } from 'payload'

import {
  SEARCH_ALERT_LIMITS,
  SEARCH_ALERT_PATHS,
  type SearchAlertManageAnswer,
} from '@autosalone/domain/search-alerts/alert-rules'
import { parseRecordId } from '@autosalone/domain/record-id'
import { errorResponse } from '../../../endpoints/shared/errorResponse'
import { readRequestBody } from '../../../endpoints/shared/readRequestBody'
import { readAlertToken, rememberPrices } from '../alertStore'
import { findMatchingCars } from '../matchingCars'
import { seeOther, tokenOf, wantsJson } from './answers'

const UNKNOWN_LINK = 'Link non valido o scaduto: l’avviso potrebbe essere già stato annullato.'
const unknownLink = () => Response.json({ error: UNKNOWN_LINK }, { status: 404 })

const deleteAlert = (payload: Payload, id: number) =>
  payload.delete({ collection: 'search-alerts', id, depth: 0, overrideAccess: true })

/**
 * GET /api/search-alerts/confirm?token=: the confirmation link. The alert starts counting from
 * the cars there now (they are remembered at today's price), so its first e-mail lists what
 * arrives afterwards. Answered with the address's alerts page, also when opened twice.
 */
export const confirmAlert: Endpoint = {
  path: '/confirm',
  method: 'get',
  handler: async (req) => {
    try {
      const token = tokenOf(req)
      const found = await readAlertToken(req.payload, token)
      if (!found) return seeOther(`${SEARCH_ALERT_PATHS.manage}?esito=link-scaduto`)
      const alert = await req.payload.findByID({
        collection: 'search-alerts',
        id: found.alertId,
        depth: 0,
        overrideAccess: true,
      })
      if (!alert.confirmedAt) {
        await rememberPrices(req.payload, alert.id, await findMatchingCars(req.payload, alert.query ?? ''))
        await req.payload.update({
          collection: 'search-alerts',
          id: alert.id,
          data: { confirmedAt: new Date().toISOString() },
          depth: 0,
          overrideAccess: true,
        })
      }
      const lang = alert.language === 'en' ? '&lang=en' : ''
      return seeOther(`${SEARCH_ALERT_PATHS.manage}?token=${token}&esito=confermato${lang}`)
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}

/** GET /api/search-alerts/manage?token=: the alerts of the address the token's e-mail went to. */
export const manageAlerts: Endpoint = {
  path: '/manage',
  method: 'get',
  handler: async (req) => {
    try {
      const found = await readAlertToken(req.payload, tokenOf(req))
      if (!found) return unknownLink()
      const { docs } = await req.payload.find({
        collection: 'search-alerts',
        where: { email: { equals: found.email } },
        sort: 'createdAt',
        depth: 0,
        limit: SEARCH_ALERT_LIMITS.alertsPerEmail,
        overrideAccess: true,
      })
      const answer: SearchAlertManageAnswer = {
        alerts: docs.map((alert) => ({
          id: alert.id,
          query: alert.query ?? '',
          confirmed: Boolean(alert.confirmedAt),
          createdAt: alert.createdAt,
        })),
      }
      return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}

/**
 * POST /api/search-alerts/remove (fields `token`, `alert`): the 'Rimuovi' button of the alerts
 * page, for any alert of the token's address. The alert is deleted, not switched off: its
 * address is personal data kept for nothing else.
 */
export const removeAlert: Endpoint = {
  path: '/remove',
  method: 'post',
  handler: async (req) => {
    try {
      const { fields } = await readRequestBody(req, { maxBytes: 2048, files: 0 })
      const token = tokenOf(req, fields)
      const found = await readAlertToken(req.payload, token)
      const alertId = parseRecordId(fields.alert)
      if (!found || alertId === null)
        return wantsJson(req) ? unknownLink() : seeOther(`${SEARCH_ALERT_PATHS.manage}?esito=link-scaduto`)
      const { docs } = await req.payload.delete({
        collection: 'search-alerts',
        where: { and: [{ id: { equals: alertId } }, { email: { equals: found.email } }] },
        depth: 0,
        overrideAccess: true,
      })
      if (wantsJson(req)) return Response.json({ removed: docs.length })
      // The token went with its own alert; the page then says the alert is gone without listing the others.
      const stillOpen = alertId !== found.alertId
      return seeOther(`${SEARCH_ALERT_PATHS.manage}?${stillOpen ? `token=${token}&` : ''}esito=rimosso`)
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}

/**
 * POST /api/search-alerts/unsubscribe?token=: RFC 8058 one-click unsubscribe, sent by the mail
 * client with `List-Unsubscribe=One-Click` in the body. It deletes the alert the e-mail was about.
 */
export const unsubscribeOneClick: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    try {
      await readRequestBody(req, { maxBytes: 2048, files: 0 })
      const found = await readAlertToken(req.payload, tokenOf(req))
      if (!found) return unknownLink()
      await deleteAlert(req.payload, found.alertId)
      return Response.json({ removed: 1 })
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}
