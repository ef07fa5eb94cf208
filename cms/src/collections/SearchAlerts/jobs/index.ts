import type { JobsConfig } from 'payload'

import { purgeUnconfirmedAlerts } from './purgeUnconfirmedAlerts'
import { SEARCH_ALERTS_QUEUE, sendAlertConfirmation } from './sendAlertConfirmation'
import { sendAlertDigests } from './sendAlertDigests'

/** The saved searches' jobs and their queue, added to the site's (docs/decisions/047-saved-search-alerts.md). */
export function withSearchAlertJobs(jobs: JobsConfig): JobsConfig {
  const autoRun = Array.isArray(jobs.autoRun) ? jobs.autoRun : []
  return {
    ...jobs,
    tasks: [
      ...(jobs.tasks ?? []),
      sendAlertConfirmation,
      sendAlertDigests,
      purgeUnconfirmedAlerts,
    ] as JobsConfig['tasks'],
    autoRun: [...autoRun, { cron: '*/10 * * * * *', queue: SEARCH_ALERTS_QUEUE, limit: 5, silent: { info: true } }],
  }
}
