import { CAR_TRASH_DAYS } from '@autosalone/domain/limits'

import { trashPurgeTask } from '../../../lib/trashPurgeTask'

/**
 * Every night, the cars deleted more than 30 days ago go for good (their photos stay in the
 * library). Until then the panel's trash and the console can restore them.
 */
export const purgeTrashedCars = trashPurgeTask({
  slug: 'purgeTrashedCars',
  label: 'Svuotamento del cestino delle auto',
  collection: 'cars',
  days: CAR_TRASH_DAYS,
  cron: '0 45 3 * * *',
  logAs: { trash: 'Car trash', items: 'car(s)' },
})
