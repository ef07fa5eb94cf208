import fs from 'node:fs/promises'
import path from 'node:path'
import { HeadBucketCommand } from '@aws-sdk/client-s3'
import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'

import { readEnv } from '../boot/env'
import { drizzleOf } from '../lib/database'
import { sharedS3Client } from '../storage'

type Check = { ok: boolean; detail?: string }

async function checkDatabase(req: PayloadRequest): Promise<Check> {
  try {
    await drizzleOf(req.payload).execute(sql`select 1`)
    return { ok: true }
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Health check: database unreachable' })
    return { ok: false, detail: 'database unreachable' }
  }
}

async function checkStorage(req: PayloadRequest): Promise<Check & { kind: string }> {
  const env = readEnv()
  if (env.s3) {
    try {
      await sharedS3Client(env.s3).send(new HeadBucketCommand({ Bucket: env.s3.bucket }))
      return { kind: 's3', ok: true }
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Health check: S3 bucket unreachable' })
      return { kind: 's3', ok: false, detail: 'bucket unreachable' }
    }
  }
  try {
    const dir = path.join(env.dataDir, 'media')
    await fs.mkdir(dir, { recursive: true })
    await fs.access(dir, fs.constants.W_OK)
    return { kind: 'local', ok: true }
  } catch {
    return { kind: 'local', ok: false, detail: 'media folder not writable' }
  }
}

/** GET /api/health: what a load balancer or the compose healthcheck asks. */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const [database, storage] = await Promise.all([checkDatabase(req), checkStorage(req)])
    const ok = database.ok && storage.ok
    return Response.json(
      { status: ok ? 'ok' : 'error', database, storage },
      { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
