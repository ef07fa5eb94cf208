import type { TaskConfig } from 'payload'

import { visitorMail } from './visitorMail'

/**
 * Tells the visitor their request arrived, when the dealer turned it on in
 * the settings. Its own job, so a retry of one e-mail never repeats the other.
 */
export const confirmToVisitor: TaskConfig<{ input: { leadId: number }; output: object }> = {
  slug: 'confirmToVisitor',
  label: 'Conferma della richiesta a chi scrive',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const lead = await payload.findByID({
      collection: 'leads',
      id: input.leadId,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!lead?.email) return { output: {} }
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const car = lead.car && typeof lead.car === 'object' ? lead.car.name : null
    await payload.sendEmail({ to: lead.email, replyTo: settings.email, ...visitorMail(lead, car, settings) })
    return { output: {} }
  },
}
