import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { S3Settings } from './boot/env'

export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // S3-compatible servers (MinIO, test servers) reject the SDK's default extra checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * Photos go to S3 when a bucket is configured; otherwise Payload keeps them on
 * the local disk. The plugin is always registered (disabled without a bucket)
 * so the schema, the migrations and the console's import map are the same in both cases.
 */
export function storagePlugins(s3: S3Settings | undefined): Plugin[] {
  return [
    s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? 'unused',
      config: s3 ? s3ClientConfig(s3) : {},
      collections: { media: true },
    }),
  ]
}
