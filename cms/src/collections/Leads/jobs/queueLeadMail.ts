import type { Payload } from 'payload'

import { readEnv } from '../../../boot/env'

export const LEADS_QUEUE = 'leads'

/** Whether an SMTP server is configured; without one requests are only stored and shown in the panel. */
export const mailConfigured = () => Boolean(readEnv().smtpUrl)

/**
 * Queues the dealer's e-mail for a stored request (and the visitor's
 * confirmation, given the address to confirm to) and starts them at once, in
 * the background: the visitor's answer never waits for the mail server. A
 * failed send stays queued and the jobs queue retries it.
 */
export async function queueLeadMail(payload: Payload, leadId: number, confirmTo: string | null): Promise<void> {
  if (!mailConfigured()) return
  const tasks = confirmTo ? (['notifyDealer', 'confirmToVisitor'] as const) : (['notifyDealer'] as const)
  for (const task of tasks) {
    // The request is stored already: a queue that cannot take the job is logged, never the visitor's error.
    const job = await payload.jobs.queue({ task, input: { leadId }, queue: LEADS_QUEUE }).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Lead ${leadId}: ${task} could not be queued` })
      return null
    })
    if (!job) continue
    void payload.jobs
      .runByID({ id: job.id })
      .catch((error: unknown) => payload.logger.warn({ err: error, msg: `Lead ${leadId}: ${task} left to the queue` }))
  }
}
