import type { CollectionBeforeOperationHook } from 'payload'
import { NotFound } from 'payload'

import { parseRecordId } from '../../../lib/recordId'

/**
 * Payload's REST routes read the id with parseFloat, so `/api/cars/1 OR 1=1` and
 * `/api/cars/12abc` would name cars 1 and 12, and an id the database cannot hold
 * would fail as a server error. Such an id names no car at all.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  const pathId = req.routeParams?.collection === 'cars' ? req.routeParams.id : undefined
  if ((id !== undefined && parseRecordId(id) === null) || (pathId !== undefined && parseRecordId(pathId) === null)) {
    throw new NotFound(req.t)
  }
  return args
}
