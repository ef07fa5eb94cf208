import type { Payload } from 'payload'

import { readEnv } from '../../../boot/env'

export const LEADS_QUEUE = 'leads'

/** Whether an SMTP server is configured; without one requests are only stored and shown in the panel. */
export const mailConfigured = () => Boolean(readEnv().smtpUrl)

/**
 * Queues the dealer's e-mail for a stored request and starts it at once, in
 * the background: the visitor's answer never waits for the mail server. A
 * failed send stays queued and the jobs queue retries it (see notifyDealer).
 */
export async function queueLeadMail(payload: Payload, leadId: number): Promise<void> {
  if (!mailConfigured()) return
  const job = await payload.jobs.queue({ task: 'notifyDealer', input: { leadId }, queue: LEADS_QUEUE })
  void payload.jobs
    .runByID({ id: job.id })
    .catch((error: unknown) => payload.logger.warn({ err: error, msg: `Lead ${leadId}: e-mail left to the queue` }))
}
