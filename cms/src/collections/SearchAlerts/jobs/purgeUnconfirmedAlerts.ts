import type { TaskConfig } from 'payload'

import { SEARCH_ALERT_LIMITS } from '@autosalone/domain/search-alerts/alert-rules'
import { SEARCH_ALERTS_QUEUE } from './sendAlertConfirmation'

/** The moment before which an alert still unconfirmed is deleted. */
export function unconfirmedCutoff(now: Date): Date {
  return new Date(now.getTime() - SEARCH_ALERT_LIMITS.unconfirmedDays * 24 * 60 * 60 * 1000)
}

/** Every night, the alerts nobody confirmed within seven days go, and with them their addresses. */
export const purgeUnconfirmedAlerts: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'purgeUnconfirmedAlerts',
  label: 'Avvisi di ricerca non confermati',
  schedule: [{ cron: '0 45 3 * * *', queue: SEARCH_ALERTS_QUEUE }],
  handler: async ({ req }) => {
    const { docs } = await req.payload.delete({
      collection: 'search-alerts',
      where: {
        and: [
          { confirmedAt: { exists: false } },
          { createdAt: { less_than: unconfirmedCutoff(new Date()).toISOString() } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    req.payload.logger.info(`Search alerts: ${docs.length} unconfirmed alert(s) deleted`)
    return { output: { deleted: docs.length } }
  },
}
