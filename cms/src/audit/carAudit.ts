import type { CollectionConfig } from 'payload'

import type { Car } from '../payload-types'
import { recordDeletion, recordTrashMoves } from './auditHooks'

const carAudit = {
  trashed: 'cars.trashed',
  restored: 'cars.restoredFromTrash',
  deleted: 'cars.deletedForGood',
  name: (car: Car) => car.name,
} as const

/**
 * The cars' collection with the audit log's hooks added: moves to and out of the trash and
 * deletes for good, by the panel's endpoints, Payload's REST routes and the console alike.
 * Added here rather than in the collection's own file, which belongs to the cars' editing.
 */
export function withCarAudit(cars: CollectionConfig): CollectionConfig {
  return {
    ...cars,
    hooks: {
      ...cars.hooks,
      afterChange: [...(cars.hooks?.afterChange ?? []), recordTrashMoves(carAudit)],
      afterDelete: [...(cars.hooks?.afterDelete ?? []), recordDeletion(carAudit)],
    },
  }
}
