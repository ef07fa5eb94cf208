import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Request, Response } from 'express'

import { resolveByteRange } from './storageByteRange'

export interface PhotoBucket {
  client: S3Client
  bucket: string
}

/** Thrown when the object is not in the bucket. */
export class PhotoNotFoundError extends Error {
  override name = 'PhotoNotFoundError'
}

function httpStatusOf(error: unknown): number | undefined {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
  return metadata?.httpStatusCode
}

async function send<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (httpStatusOf(error) === 404) throw new PhotoNotFoundError('Not found', { cause: error })
    throw error
  }
}

function describe(res: Response, key: string, object: { ContentType?: string; ETag?: string; LastModified?: Date }) {
  if (object.ContentType && object.ContentType !== 'application/octet-stream') res.type(object.ContentType)
  else res.type(path.extname(key) || 'bin')
  if (object.ETag) res.setHeader('ETag', object.ETag)
  if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString())
  res.setHeader('Accept-Ranges', 'bytes')
}

function rangeStillValid(req: Request, etag: string | undefined): boolean {
  const ifRange = req.headers['if-range']
  return !ifRange || !ifRange.includes('"') || ifRange === etag
}

/**
 * Streams one photo from the bucket with the headers express.static gives a
 * file on the disk: type, ETag, Last-Modified, 304 for a fresh copy, one byte
 * range (206, or 416 past the end), HEAD. The object's size is asked first
 * only when it is needed (HEAD, Range), so a plain GET costs one S3 request.
 */
export async function sendS3Object(
  req: Request,
  res: Response,
  { client, bucket }: PhotoBucket,
  key: string,
): Promise<void> {
  let range: { start: number; end: number } | undefined
  let etag: string | undefined
  let size = 0
  if (req.method === 'HEAD' || req.headers.range) {
    const head = await send(client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })))
    size = head.ContentLength ?? 0
    describe(res, key, head)
    etag = head.ETag
    if (req.fresh) {
      res.status(304).end()
      return
    }
    if (req.method === 'HEAD') {
      res.setHeader('Content-Length', String(size))
      res.end()
      return
    }
    const resolved = rangeStillValid(req, etag) ? resolveByteRange(req.headers.range, size) : { kind: 'whole' as const }
    if (resolved.kind === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${size}`)
      res.status(416).end()
      return
    }
    if (resolved.kind === 'partial') range = resolved
  }

  const object = await send(
    client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: range && `bytes=${range.start}-${range.end}`,
        // The range was measured on this version of the object; a replaced one answers 412.
        IfMatch: range ? etag : undefined,
      }),
    ),
  )
  const body = object.Body as Readable
  describe(res, key, object)
  if (req.fresh) {
    body.destroy()
    res.status(304).end()
    return
  }
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
  }
  if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength))
  await pipeline(body, res).catch((error: unknown) => {
    // A visitor who navigates away closes the response early; anything else is worth a log line.
    if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error
  })
}
