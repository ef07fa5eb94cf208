import type { CollectionBeforeValidateHook } from 'payload'

import { assertUnchangedSince, readEditedVersion } from '../../../endpoints/shared/carVersion'
import type { Car } from '../../../payload-types'

/**
 * The panel's edit rule for every other route: a save that carries the `updatedAt` it was edited
 * from, as the `/cms` console's form does, is refused (409, 'Auto modificata nel frattempo') when
 * the car was saved since, instead of silently putting back what the other save changed. The
 * check takes the row lock inside the save's transaction, like the panel's `version`. A save
 * without `updatedAt` (the site's own hooks, imports, the panel, which checks its `version`
 * itself) is not affected; Payload sets the new `updatedAt` in any case.
 */
export const refuseStaleSave: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || !originalDoc || !('updatedAt' in data)) return data
  const version = readEditedVersion({ version: data.updatedAt })
  if (version !== null && !Number.isNaN(version)) await assertUnchangedSince(req, originalDoc as Car, version)
  return data
}
