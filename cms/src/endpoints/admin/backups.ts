import { Readable } from 'node:stream'
import { APIError, type Endpoint } from 'payload'

import { backupListAnswer } from '@autosalone/domain/backups/backup-list'
import { backupStore } from '../../backup/backupStore'
import { recordAudit } from '../../audit/recordAudit'
import { readEnv } from '../../boot/env'
import { answerErrorsAsJson } from '../shared/errorResponse'
import { requireOwner } from '../shared/requireAdmin'

/** GET /api/admin/backups: the kept archives (nightly and `npm run backup`), newest first. */
export const listBackups: Endpoint = {
  path: '/admin/backups',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'backups.read')
    const store = backupStore(readEnv())
    const archives = await store.list()
    return Response.json(
      backupListAnswer.parse({
        storage: store.kind,
        docs: archives.map((archive) => ({ ...archive, createdAt: archive.createdAt.toISOString() })),
      }),
      { headers: { 'Cache-Control': 'no-store' } },
    )
  }),
}

/** GET /api/admin/backups/:name: one archive, streamed from the disk or the bucket. */
export const downloadBackup: Endpoint = {
  path: '/admin/backups/:name',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'backups.read')
    const name = typeof req.routeParams?.name === 'string' ? req.routeParams.name : ''
    const archive = await backupStore(readEnv()).open(name)
    if (!archive) throw new APIError('Backup non trovato', 404, null, true)
    await recordAudit(req, { action: 'backups.downloaded', target: name })
    return new Response(Readable.toWeb(archive.body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(archive.size),
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      },
    })
  }),
}
