import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, PayloadRequest } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

async function missingFileAnswer(req: PayloadRequest, filename: string): Promise<Response | undefined> {
  const { upload } = req.payload.collections.media.config
  if (upload.disableLocalStorage || !upload.staticDir) return undefined
  const dir = path.resolve(upload.staticDir)
  const file = path.resolve(dir, filename)
  // Payload refuses a name outside the folder itself; nothing is looked up there.
  if (!file.startsWith(dir + path.sep)) return undefined
  try {
    await fs.stat(file)
    return undefined
  } catch {
    return Response.json({ errors: [{ message: 'Foto non trovata' }] }, { status: 404 })
  }
}

/**
 * GET /api/media/file/{name} of a record whose file is not on the local disk
 * (removed by hand, lost with a disk) is a 404. Payload's local fallback would
 * answer 500; the S3 handler answers a missing object with 404 by itself.
 * Payload goes on to its own delivery when a handler returns nothing; its type
 * lists "nothing" and "an answer" as two separate promises.
 */
export const answerMissingFiles = ((req, { params }) => missingFileAnswer(req, params.filename)) as UploadHandler
