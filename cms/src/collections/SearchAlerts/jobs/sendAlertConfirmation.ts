import type { TaskConfig } from 'payload'

import { readEnv } from '../../../boot/env'
import { mintAlertToken } from '../alertStore'
import { alertLinks, confirmationMail } from '../alertMail'

export const SEARCH_ALERTS_QUEUE = 'search-alerts'

/**
 * The one e-mail an unconfirmed alert gets: its confirmation link. The token is made here, not
 * when queued, so it is never written in plain text (a job's input is stored).
 */
export const sendAlertConfirmation: TaskConfig<{ input: { alertId: number }; output: object }> = {
  slug: 'sendAlertConfirmation',
  label: 'Conferma di un avviso di ricerca',
  inputSchema: [{ name: 'alertId', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const alert = await payload
      .findByID({ collection: 'search-alerts', id: input.alertId, depth: 0, overrideAccess: true, disableErrors: true })
      .catch(() => null)
    if (!alert || alert.confirmedAt) return { output: {} }
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const language = alert.language === 'en' ? 'en' : 'it'
    const token = await mintAlertToken(payload, alert.id, alert.email)
    const links = alertLinks(readEnv().siteUrl, token, alert.id, language)
    await payload.sendEmail({
      to: alert.email,
      replyTo: settings.email,
      ...confirmationMail(alert.query ?? '', language, settings.dealershipName, links),
    })
    return { output: {} }
  },
}
