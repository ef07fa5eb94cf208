import type { CollectionBeforeDeleteHook } from 'payload'

/** A request takes its activity with it, whoever deletes it (the dealer, the console or the retention job). */
export const deleteLeadActivities: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'lead-activities', where: { lead: { equals: id } }, req })
}
