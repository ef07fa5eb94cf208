import type { Payload, TaskConfig } from 'payload'

import { isActiveStaff } from '@autosalone/domain/staff/roles'
import { dealerMail } from './leadEmail'
import { readLeadForMail } from './leadForMail'
import { LEADS_QUEUE, mailConfigured } from './queueLeadMail'

type Input = { leadId: number; userId: number }

/**
 * Tells a salesperson a request was assigned to them: the dealer's e-mail of the request, sent to
 * the account's address. Retried like the dealer's e-mail; nothing is sent once the request is
 * gone, assigned to someone else, or the account has no address or was disabled.
 */
export const notifyAssignee: TaskConfig<{ input: Input; output: object }> = {
  slug: 'notifyAssignee',
  label: 'E-mail a chi è assegnata una richiesta',
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'userId', type: 'number', required: true },
  ],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const found = await readLeadForMail(payload, input.leadId)
    const assignee = typeof found?.lead.assignedTo === 'object' ? found.lead.assignedTo : null
    if (!found || assignee?.id !== input.userId || !assignee.email || !isActiveStaff(assignee)) return { output: {} }
    const mail = dealerMail(found.lead, found.carName, process.env.SITE_URL ?? '', found.photoCount)
    await payload.sendEmail({ to: assignee.email, ...mail, subject: `Assegnata a te: ${mail.subject}` })
    return { output: {} }
  },
}

/** Queues the assignee's e-mail and starts it at once in the background; the queue retries a failure. */
export async function queueAssigneeMail(payload: Payload, leadId: number, userId: number): Promise<void> {
  if (!mailConfigured()) return
  const job = await payload.jobs
    .queue({ task: 'notifyAssignee', input: { leadId, userId }, queue: LEADS_QUEUE })
    .catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Lead ${leadId}: notifyAssignee could not be queued` })
      return null
    })
  if (!job) return
  void payload.jobs
    .runByID({ id: job.id })
    .catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: `Lead ${leadId}: notifyAssignee left to the queue` }),
    )
}
