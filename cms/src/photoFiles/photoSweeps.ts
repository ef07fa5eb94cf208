import type { Payload } from 'payload'

import type { AppEnv } from '../boot/env'
import { photoFileStore } from './photoFileStore'
import { photoRecords } from './photoRecords'
import { sweepOrphanedPhotos } from './sweepOrphanedPhotos'

/** Several servers share a bucket: a file this young may belong to a save still under way on another one. */
const GRACE_MS = 10 * 60 * 1000
const SWEEP_EVERY_MS = 15 * 60 * 1000

/**
 * Removes photo files that no media record names: what a server killed in the
 * middle of an upload or a car save leaves behind. On the local disk the first
 * pass runs before the server answers and removes every such file (the DATA_DIR
 * lock means no other server writes there); on S3 it runs in the background
 * and spares recent files. Then again every SWEEP_EVERY_MS. Returns a stop function.
 */
export async function startPhotoSweeps(
  payload: Payload,
  env: AppEnv,
  log: (line: string) => void,
): Promise<() => void> {
  const store = photoFileStore(env)
  const records = photoRecords(payload)
  const where = store.kind === 's3' ? `bucket ${env.s3!.bucket}` : 'media folder'
  let running: Promise<void> | undefined

  const pass = (graceMs: number) => {
    running ??= sweepOrphanedPhotos({ store, records, graceMs })
      .then((removed) => {
        if (removed > 0) log(`Removed ${removed} photo file(s) without a record from the ${where}`)
      })
      .catch((error: unknown) =>
        log(`Photo file sweep stopped: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined
      })
    return running
  }

  if (store.kind === 'local') await pass(0)
  else void pass(GRACE_MS)
  const timer = setInterval(() => void pass(GRACE_MS), SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
