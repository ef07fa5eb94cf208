import type { TaskConfig } from 'payload'

import { readLeadForMail } from './leadForMail'
import { visitorMail } from './visitorMail'

/**
 * Tells the visitor their request arrived, when the dealer turned it on in
 * the settings. Its own job, so a retry of one e-mail never repeats the other.
 * The address is the only thing the visitor typed that it uses.
 */
export const confirmToVisitor: TaskConfig<{ input: { leadId: number }; output: object }> = {
  slug: 'confirmToVisitor',
  label: 'Conferma della richiesta a chi scrive',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const found = await readLeadForMail(req.payload, input.leadId)
    if (!found) return { output: {} }
    const { lead, settings, carName } = found
    if (!lead.email) return { output: {} }
    const mail = visitorMail(lead.language === 'en' ? 'en' : 'it', carName, settings)
    await req.payload.sendEmail({ to: lead.email, replyTo: settings.email, ...mail })
    return { output: {} }
  },
}
