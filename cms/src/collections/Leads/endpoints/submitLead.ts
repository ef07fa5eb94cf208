import type { Endpoint, PayloadRequest } from 'payload'

import { errorResponse } from '../../../endpoints/shared/errorResponse'
import { FormLimitError, readRequestBody, type RequestBody } from '../../../endpoints/shared/readRequestBody'
import { retryAfterText } from '../../../auth/retryAfterText'
import { LEAD_SENT_PATH, leadSentPath, type LeadStoredAnswer } from '@autosalone/domain/leads/lead-answer'
import { leadFieldError, parseLeadInput, sitePath, type LeadFieldError } from '@autosalone/domain/leads/lead-input'
import { FORM_STAMP_FIELD } from '@autosalone/domain/leads/form-stamp'
import { HONEYPOT_FIELD, LEAD_TYPES, TRADE_IN_PHOTOS } from '@autosalone/domain/leads/lead-rules'
import { leadSummaryParams } from '@autosalone/domain/leads/lead-summary'
import { BODY_LIMITS } from '../../../lib/requestLimits'
import { sentTooSoon } from '../formStamp'
import { leadLimits } from '../leadLimits'
import { takeLeadTicket } from '../leadThrottle'
import { storeLeadWithPhotos } from '../storeLeadWithPhotos'
import { PHOTOS_FIELD, tradeInPhotoErrors } from '../tradeInPhotos'
import { keepTypedOnRefusal, noteTypedFields } from '../typedFields'

const INVALID = 'Richiesta non inviata: controlla i campi segnalati.'
const TOO_FAST = 'Modulo inviato troppo in fretta: attendi qualche secondo e riprova.'
/** What a refused request is told, by the limit it met: the JSON answer, and the reason in the address without script. */
const REFUSED = {
  address: { error: 'Troppe richieste inviate da questa connessione.', code: 'tooMany', reason: 'limite' },
  site: { error: 'In questo momento il sito riceve troppe richieste.', code: 'siteBusy', reason: 'occupato' },
} as const

/** The page's script asks for JSON; a form posted without it gets redirects, as browsers expect. */
const wantsJson = (req: PayloadRequest) => (req.headers.get('accept') ?? '').includes('application/json')

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

/** Back to the form, with what went wrong in the address (field names and a reason, never what was typed). */
function backToForm(page: string, type: string, reason: string, errors: LeadFieldError[] = []): Response {
  // sitePath resolves the page as a browser would and keeps it on this site.
  const url = new URL(sitePath(page), 'http://site.invalid')
  url.searchParams.set('richiesta', reason)
  if (LEAD_TYPES.includes(type as never)) url.searchParams.set('modulo', type)
  if (errors.length > 0) url.searchParams.set('campi', errors.map((error) => `${error.field}:${error.code}`).join(','))
  const anchor = LEAD_TYPES.includes(type as never) ? `#richiesta-${type}` : ''
  return seeOther(`${url.pathname}${url.search}${anchor}`)
}

/** Only the valuation form sends files: a form past its photo bounds came from there. */
const VALUATION_PAGE = '/servizi/valutazione-auto'

/**
 * A stored request's answer: the confirmation with its summary (`summary`, a query string that
 * names nothing of the visitor's), saying so when its photos were not kept.
 */
function stored(json: boolean, summary: string, photosNotKept = 0): Response {
  if (!json) return seeOther(leadSentPath(summary, photosNotKept))
  const answer: LeadStoredAnswer = photosNotKept > 0 ? { ok: true, photosNotKept } : { ok: true }
  return Response.json(answer, { status: 201 })
}

/**
 * POST /api/leads/submit: a visitor's request from any of the site's forms,
 * posted by the browser (url-encoded, then a 303 to the confirmation page or
 * back to the form) or by the page's script (JSON answers). A filled honeypot
 * is answered as a success and dropped; a form sent faster than a person can
 * fill it, a sixth request in an hour from one address (an IPv6 /64) or one past
 * the site's hourly cap is refused; photos past the storage quota are left out.
 */
export const submitLead: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: keepTypedOnRefusal(async (req) => {
    const json = wantsJson(req)
    try {
      let body: RequestBody
      try {
        body = await readRequestBody(req, {
          maxBytes: BODY_LIMITS.tradeInForm,
          files: TRADE_IN_PHOTOS.max,
          fileBytes: TRADE_IN_PHOTOS.fileBytes,
        })
      } catch (error) {
        if (!(error instanceof FormLimitError)) throw error
        const problem = leadFieldError(PHOTOS_FIELD, error.limit === 'files' ? 'tooManyPhotos' : 'photoTooBig')
        if (!json) return backToForm(VALUATION_PAGE, 'valutazione', 'errore', [problem])
        return Response.json({ error: INVALID, errors: [problem] }, { status: error.status })
      }
      const { fields, files } = body
      const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
      const type = text('type')
      const page = text('page')
      noteTypedFields(req, { type, fields: Object.fromEntries(Object.keys(fields).map((name) => [name, text(name)])) })

      if (text(HONEYPOT_FIELD)) {
        req.payload.logger.info(`${req.pathname}: honeypot filled, request dropped`)
        return stored(json, new URLSearchParams({ tipo: type }).toString())
      }
      if (sentTooSoon(text(FORM_STAMP_FIELD), Date.now())) {
        if (!json) return backToForm(page, type, 'troppo-veloce')
        return Response.json({ error: TOO_FAST, code: 'tooFast' }, { status: 400 })
      }

      const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
      const parsed = parseLeadInput(fields, {
        openingHours: settings.openingHours ?? [],
        closures: settings.closures ?? [],
        rates: {
          tan: settings.finance?.tan ?? 0,
          setupFee: settings.finance?.setupFee ?? 0,
          instalmentFee: settings.finance?.instalmentFee ?? 0,
        },
        now: new Date(),
      })
      const photoErrors = await tradeInPhotoErrors(type, files)
      if (!parsed.input || photoErrors.length > 0) {
        const errors = [...parsed.errors, ...photoErrors]
        if (!json) return backToForm(page, type, 'errore', errors)
        return Response.json({ error: INVALID, errors }, { status: 400 })
      }

      const limits = leadLimits()
      const ticket = await takeLeadTicket(req.payload, req.headers.get('x-real-ip') ?? 'unknown', limits)
      if (!ticket.allowed) {
        const refused = REFUSED[ticket.limit]
        const headers = { 'Retry-After': String(ticket.retryAfterSeconds) }
        if (!json) return backToForm(page, type, refused.reason)
        const error = `${refused.error} ${retryAfterText(ticket.retryAfterSeconds)}`
        return Response.json({ error, code: refused.code }, { status: 429, headers })
      }

      const lead = await storeLeadWithPhotos(req, parsed.input, settings.confirmToVisitor === true, files, limits)
      if ('errors' in lead) {
        if (!json) return backToForm(page, type, 'errore', lead.errors)
        return Response.json({ error: INVALID, errors: lead.errors }, { status: 400 })
      }
      return stored(json, leadSummaryParams(parsed.input), lead.photosNotKept)
    } catch (error) {
      return errorResponse(error, req)
    }
  }, LEAD_SENT_PATH),
}
