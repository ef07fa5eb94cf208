import type { CollectionAfterChangeHook } from 'payload'

import { isStorageFailure, storageUnavailable } from '../../../lib/storageFailure'

/**
 * Wraps an afterChange hook that writes to the photo store so its network and
 * S3 failures surface as a 503 with an Italian message. The hook runs inside
 * the create transaction, so throwing here also rolls the media record back.
 */
export function reportStorageFailures(hook: CollectionAfterChangeHook): CollectionAfterChangeHook {
  return async (args) => {
    try {
      const result: unknown = await hook(args)
      return result
    } catch (error) {
      if (!isStorageFailure(error)) throw error
      args.req.payload.logger.error({ err: error, msg: 'Photo store unreachable while saving a photo' })
      throw storageUnavailable(error)
    }
  }
}
