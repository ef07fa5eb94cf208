import type { JobsConfig } from 'payload'

import { isAdmin, userIsAdmin } from '../../../access/isAdmin'
import { CATALOGUE_QUEUE } from '../../../lib/trashPurgeTask'
import { purgeTrashedCars } from '../../Cars/jobs/purgeTrashedCars'
import { purgeTrashedPhotos } from '../../Media/jobs/purgeTrashedPhotos'
import { applyLeadRetention } from './applyLeadRetention'
import { confirmToVisitor } from './confirmToVisitor'
import { notifyAssignee } from './notifyAssignee'
import { notifyDealer } from './notifyDealer'
import { LEADS_QUEUE } from './queueLeadMail'
import { BACKUPS_QUEUE, nightlyBackup } from '../../../backup/nightlyBackup'
import { purgeAuditLog } from '../../../audit/purgeAuditLog'

/**
 * The site's jobs on Payload's queue, kept in PostgreSQL: every replica
 * runs the queues (a job is taken by one of them), so a mail that failed is
 * retried even if the process that stored the request is gone. Besides the
 * requests' mail and retention, the nightly emptying of the cars' and the photos' trash.
 */
const onlyAdmins = ({ req }: { req: Parameters<typeof userIsAdmin>[0] }) => userIsAdmin(req)

export const leadJobs: JobsConfig = {
  tasks: [
    notifyDealer,
    notifyAssignee,
    confirmToVisitor,
    applyLeadRetention,
    purgeTrashedCars,
    purgeTrashedPhotos,
    // Backups
    nightlyBackup,
    // The owner's audit log
    purgeAuditLog,
  ] as JobsConfig['tasks'],
  autoRun: [
    { cron: '*/10 * * * * *', queue: LEADS_QUEUE, limit: 20, silent: { info: true } },
    { cron: '0 * * * * *', queue: CATALOGUE_QUEUE, limit: 5, silent: { info: true } },
    // Backups: a queue of their own, so a long backup never holds up the catalogue's jobs.
    { cron: '30 * * * * *', queue: BACKUPS_QUEUE, limit: 1, silent: { info: true } },
  ],
  access: { queue: onlyAdmins, run: onlyAdmins, cancel: onlyAdmins },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  }),
}
