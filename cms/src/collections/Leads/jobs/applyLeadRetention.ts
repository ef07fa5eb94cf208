import type { TaskConfig } from 'payload'

import { RETENTION_YEARS } from '@autosalone/domain/leads/lead-rules'
import { leadLimits } from '../leadLimits'
import { forgetExpiredLimits } from '../../../lib/rateLimits'
import { forgetStalePhotoReservations } from '../photoQuota'
import { LEADS_QUEUE } from './queueLeadMail'

/** The date before which a request without marketing consent is deleted. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS)
  return cutoff
}

/**
 * Applies the privacy notice's retention every night: contact requests go
 * after three years, unless the visitor gave marketing consent (kept until
 * it is withdrawn, which the dealer records by unticking it). Past hours of
 * the request limits go too, and photo reservations a stopped process left.
 */
export const applyLeadRetention: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'applyLeadRetention',
  label: 'Conservazione delle richieste',
  schedule: [{ cron: '0 30 3 * * *', queue: LEADS_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    const { docs } = await payload.delete({
      collection: 'leads',
      where: {
        and: [
          { createdAt: { less_than: retentionCutoff(new Date()).toISOString() } },
          { 'consents.marketing': { not_equals: true } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    await forgetExpiredLimits(payload)
    await forgetStalePhotoReservations(payload, leadLimits())
    payload.logger.info(`Lead retention: ${docs.length} request(s) past ${RETENTION_YEARS} years deleted`)
    return { output: { deleted: docs.length } }
  },
}
