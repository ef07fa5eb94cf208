import type { TaskConfig } from 'payload'

import { dealerMail } from './leadEmail'
import { readLeadForMail } from './leadForMail'

/**
 * Sends the dealer the e-mail for one stored request. A failure (mail server
 * down, refused) throws, and the jobs queue tries again later: every 10 s,
 * then twice as long each time, ten times (about three hours in all).
 */
export const notifyDealer: TaskConfig<{ input: { leadId: number }; output: object }> = {
  slug: 'notifyDealer',
  label: 'E-mail al salone per una richiesta',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const found = await readLeadForMail(payload, input.leadId)
    // Deleted meanwhile (retention, the dealer), or already told: nothing to send.
    if (!found || found.lead.notifiedAt) return { output: {} }
    const { lead, settings, carName, photoCount } = found
    const mail = dealerMail(lead, carName, process.env.SITE_URL ?? '', photoCount)
    await payload.sendEmail({ to: settings.email, ...mail })
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { notifiedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return { output: {} }
  },
}
