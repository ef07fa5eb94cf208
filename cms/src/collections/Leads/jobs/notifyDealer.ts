import type { TaskConfig } from 'payload'

import { dealerMail } from './leadEmail'

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
    const lead = await payload.findByID({
      collection: 'leads',
      id: input.leadId,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    // Deleted meanwhile (retention, the dealer): nothing left to tell.
    if (!lead || lead.notifiedAt) return { output: {} }
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const car = lead.car && typeof lead.car === 'object' ? lead.car : null
    const mail = dealerMail(lead, car ? car.name : null, process.env.SITE_URL ?? '')
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
