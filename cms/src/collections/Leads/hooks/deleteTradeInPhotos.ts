import type { CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'

/**
 * A request takes its trade-in photos with it, files and all, whoever deletes it (the dealer, the
 * console or the retention job), in the same transaction: a photo whose file cannot be removed
 * keeps the request too, so nothing is left behind.
 */
export const deleteTradeInPhotos: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { errors } = await req.payload.delete({
    collection: 'media',
    where: { lead: { equals: id } },
    depth: 0,
    overrideAccess: true,
    req,
  })
  // A delete by `where` reports each failed photo instead of throwing: the request stays then.
  if (errors.length > 0) {
    throw new APIError('Le foto della richiesta non si possono eliminare ora: riprova tra poco.', 503, null, true)
  }
}
