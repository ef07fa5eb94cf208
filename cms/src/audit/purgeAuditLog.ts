import type { Payload, TaskConfig } from 'payload'

import { AUDIT_RETENTION_MONTHS, auditRetentionCutoff } from '@autosalone/domain/audit/audit-log'
import { LEADS_QUEUE } from '../collections/Leads/jobs/queueLeadMail'

/** Entries deleted per statement, and statements per run: a year of a busy log goes in a few runs, never in one long lock. */
const BATCH = 500
const MAX_BATCHES = 200

/** Deletes the entries written before `cutoff`, oldest first, in bounded batches; answers how many. */
export async function deleteAuditEntriesBefore(payload: Payload, cutoff: Date): Promise<number> {
  let deleted = 0
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { createdAt: { less_than: cutoff.toISOString() } },
      sort: 'createdAt',
      limit: BATCH,
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) break
    await payload.db.deleteMany({ collection: 'audit-log', where: { id: { in: docs.map((doc) => doc.id) } } })
    deleted += docs.length
    if (docs.length < BATCH) break
  }
  return deleted
}

/** Every night the owner's audit log forgets what is older than twelve months (docs/decisions/037-audit-log.md). */
export const purgeAuditLog: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'purgeAuditLog',
  label: 'Conservazione del registro attività',
  // Beside the requests' retention, on the same queue.
  schedule: [{ cron: '0 45 3 * * *', queue: LEADS_QUEUE }],
  handler: async ({ req }) => {
    const deleted = await deleteAuditEntriesBefore(req.payload, auditRetentionCutoff(new Date()))
    req.payload.logger.info(`Audit log retention: ${deleted} entr(ies) past ${AUDIT_RETENTION_MONTHS} months deleted`)
    return { output: { deleted } }
  },
}
