import type { Endpoint, PayloadRequest } from 'payload'

import { PRIVACY_NOTICE_VERSION } from '@autosalone/domain/leads/lead-rules'
import {
  parseSearchAlertSignUp,
  SEARCH_ALERT_HONEYPOT,
  SEARCH_ALERT_LIMITS,
  SEARCH_ALERT_PATHS,
  type SearchAlertFieldError,
} from '@autosalone/domain/search-alerts/alert-rules'
import { errorResponse } from '../../../endpoints/shared/errorResponse'
import { readRequestBody } from '../../../endpoints/shared/readRequestBody'
import { retryAfterText } from '../../../auth/retryAfterText'
import { takeSignUpTicket } from '../alertStore'
import { SEARCH_ALERTS_QUEUE } from '../jobs/sendAlertConfirmation'
import { mailConfigured } from '../../Leads/jobs/queueLeadMail'
import { seeOther, wantsJson } from './answers'

const INVALID = 'Avviso non salvato: controlla i campi segnalati.'
const TOO_MANY = 'Troppe iscrizioni agli avvisi in questo momento.'
const FULL = `Hai già ${SEARCH_ALERT_LIMITS.alertsPerEmail} avvisi: rimuovine uno prima di crearne un altro.`

/** Back to the inventory with the same filters and what went wrong, for the page without its script. */
function backToInventory(query: string, reason: string): Response {
  const params = new URLSearchParams(query)
  params.set('avviso', reason)
  return seeOther(`/annunci?${params.toString()}#avviso`)
}

function sent(json: boolean, language: string): Response {
  if (json) return Response.json({ ok: true }, { status: 201 })
  return seeOther(`${SEARCH_ALERT_PATHS.sent}${language === 'en' ? '?lang=en' : ''}`)
}

/** Queues the confirmation and starts it at once; a failed send stays queued for the queue's retries. */
async function queueConfirmation(req: PayloadRequest, alertId: number) {
  // Without a mail server the alert is stored but cannot be confirmed: nothing to queue.
  if (!mailConfigured()) return
  const job = await req.payload.jobs.queue({
    task: 'sendAlertConfirmation',
    input: { alertId },
    queue: SEARCH_ALERTS_QUEUE,
  })
  void req.payload.jobs
    .runByID({ id: job.id })
    .catch((error: unknown) =>
      req.payload.logger.warn({ err: error, msg: `Alert ${alertId}: confirmation left to the queue` }),
    )
}

/**
 * POST /api/search-alerts/subscribe: the inventory's 'Avvisami' form, posted by the browser
 * (url-encoded, answered with a 303 to the 'check your e-mail' page or back to the inventory) or
 * by the page's script (JSON answers). The alert is stored unconfirmed with the consent's version
 * and time; the only e-mail it gets is the confirmation, until that is opened.
 */
export const subscribe: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: async (req) => {
    const json = wantsJson(req)
    try {
      const { fields } = await readRequestBody(req, { maxBytes: SEARCH_ALERT_LIMITS.bodyBytes, files: 0 })
      const text = (name: string) => {
        const value = fields[name]
        return typeof value === 'string' ? value : ''
      }
      const language = text('language') === 'en' ? 'en' : 'it'
      const parsed = parseSearchAlertSignUp(fields)
      const query = 'signUp' in parsed ? parsed.signUp.query : ''
      if (text(SEARCH_ALERT_HONEYPOT)) {
        req.payload.logger.info(`${req.pathname}: honeypot filled, sign-up dropped`)
        return sent(json, language)
      }
      if ('errors' in parsed) {
        const errors: SearchAlertFieldError[] = parsed.errors
        return json ? Response.json({ error: INVALID, errors }, { status: 400 }) : backToInventory(query, 'errore')
      }
      const { signUp } = parsed
      const ticket = await takeSignUpTicket(req.payload, req.headers.get('x-real-ip') ?? 'unknown', signUp.email)
      if (!ticket.allowed) {
        if (!json) return backToInventory(query, 'limite')
        const error = `${TOO_MANY} ${retryAfterText(ticket.retryAfterSeconds)}`
        return Response.json(
          { error, code: 'tooMany' },
          { status: 429, headers: { 'Retry-After': String(ticket.retryAfterSeconds) } },
        )
      }
      const { totalDocs } = await req.payload.count({
        collection: 'search-alerts',
        where: { email: { equals: signUp.email } },
        overrideAccess: true,
      })
      if (totalDocs >= SEARCH_ALERT_LIMITS.alertsPerEmail) {
        return json ? Response.json({ error: FULL, code: 'full' }, { status: 409 }) : backToInventory(query, 'pieno')
      }
      const alert = await req.payload.create({
        collection: 'search-alerts',
        data: {
          email: signUp.email,
          query: signUp.query,
          language: signUp.language,
          consents: { privacyVersion: PRIVACY_NOTICE_VERSION, privacyAt: new Date().toISOString() },
        },
        depth: 0,
        overrideAccess: true,
      })
      await queueConfirmation(req, alert.id)
      return sent(json, signUp.language)
    } catch (error) {
      return errorResponse(error, req)
    }
  },
}
