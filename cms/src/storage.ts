import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { S3Settings } from './boot/env'
import { reportStorageFailures } from './collections/Media/hooks/reportStorageFailures'
import { requireReachableStorage } from './collections/Media/hooks/requireReachableStorage'

export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // S3-compatible servers (MinIO, test servers) reject the SDK's default extra checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without timeouts a store that stops answering would hold uploads and health checks forever.
    requestHandler: {
      connectionTimeout: 3_000,
      socketTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  }
}

const clients = new Map<string, S3Client>()

/** One client per bucket for the server's own reads (photo delivery, health), reusing connections. */
export function sharedS3Client(s3: S3Settings): S3Client {
  const key = `${s3.endpoint ?? 'aws'}/${s3.bucket}`
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(s3ClientConfig(s3))
    clients.set(key, client)
  }
  return client
}

/**
 * The S3 plugin stores the files in its afterChange hook, inside the create or
 * update transaction; a store that fails there must roll the record back with
 * a 503 the dealer can retry, and a delete must not drop a record whose files
 * cannot be removed.
 */
function guardMediaAgainstStorageFailures(s3: S3Settings): Plugin {
  return (config) => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug !== 'media'
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: collection.hooks?.afterChange?.map(reportStorageFailures),
              beforeDelete: [
                ...(collection.hooks?.beforeDelete ?? []),
                requireReachableStorage(sharedS3Client(s3), s3.bucket),
              ],
            },
          },
    ),
  })
}

/**
 * Photos go to S3 when a bucket is configured; otherwise Payload keeps them on
 * the local disk. The plugin is always registered (disabled without a bucket)
 * so the schema, the migrations and the console's import map are the same in both cases.
 */
export function storagePlugins(s3: S3Settings | undefined): Plugin[] {
  const plugins = [
    s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? 'unused',
      config: s3 ? s3ClientConfig(s3) : {},
      collections: { media: true },
    }),
  ]
  return s3 ? [...plugins, guardMediaAgainstStorageFailures(s3)] : plugins
}
