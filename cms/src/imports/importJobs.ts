import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { runImport } from './runImport'
import { stalledImports } from './importLease'

export const IMPORTS_QUEUE = 'imports'

/** Applies or undoes one import (its status says which). */
export const importCars: TaskConfig<{ input: { importId: number }; output: object }> = {
  slug: 'importCars',
  label: 'Importazione del parco auto',
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await runImport(req.payload, input.importId)
    return { output: {} }
  },
}

/**
 * Payload schedules a task only while no job of it is waiting or running; a scan killed with its
 * replica would stay "running" for ever and stop every later scan. A scan queued in the last
 * minute is the only reason to skip one.
 */
type BeforeSchedule = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

const unlessOneIsRecent: BeforeSchedule = async ({ req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'resumeImports' },
      completedAt: { exists: false },
      hasError: { not_equals: true },
      createdAt: { greater_than: new Date(Date.now() - 60_000).toISOString() },
    },
    overrideAccess: true,
    req,
  })
  return { shouldSchedule: totalDocs === 0, input: {} }
}

/**
 * Every 15 seconds: an import whose runner went quiet (its replica stopped or crashed mid-import)
 * gets a new job, which one replica takes to carry it on from its first row not done.
 */
export const resumeImports: TaskConfig<{ input: object; output: { resumed: number } }> = {
  slug: 'resumeImports',
  label: 'Ripresa delle importazioni interrotte',
  schedule: [{ cron: '*/15 * * * * *', queue: IMPORTS_QUEUE, hooks: { beforeSchedule: unlessOneIsRecent } }],
  handler: async ({ req }) => {
    const stalled = await stalledImports(req.payload)
    for (const id of stalled) await startImportJob(req.payload, id)
    return { output: { resumed: stalled.length } }
  },
}

/** Queues the import's job and starts it at once, in the background: the request never waits for it. */
export async function startImportJob(payload: Payload, importId: number): Promise<void> {
  const job = await payload.jobs.queue({ task: 'importCars', input: { importId }, queue: IMPORTS_QUEUE })
  void payload.jobs
    .runByID({ id: job.id })
    .catch((error: unknown) => payload.logger.warn({ err: error, msg: `Import ${importId} left to the queue` }))
}

/** The site's jobs with the imports' added: their tasks, and their queue run by every replica. */
export function withImportJobs(jobs: JobsConfig): JobsConfig {
  const autoRun = Array.isArray(jobs.autoRun) ? jobs.autoRun : []
  return {
    ...jobs,
    tasks: [...(jobs.tasks ?? []), importCars, resumeImports] as JobsConfig['tasks'],
    autoRun: [...autoRun, { cron: '*/5 * * * * *', queue: IMPORTS_QUEUE, limit: 2, silent: { info: true } }],
  }
}
