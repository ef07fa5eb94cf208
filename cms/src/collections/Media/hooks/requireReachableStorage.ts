import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3'
import type { CollectionBeforeDeleteHook } from 'payload'

import { storageUnavailable } from '../../../lib/storageFailure'

/**
 * Checks the bucket answers before a photo is deleted. The S3 plugin removes
 * the files after the record and only logs a failure, so without this check an
 * outage would leave files nobody can reach or delete any more.
 */
export function requireReachableStorage(client: S3Client, bucket: string): CollectionBeforeDeleteHook {
  return async ({ req }) => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Photo store unreachable, photo not deleted' })
      throw storageUnavailable(error)
    }
  }
}
