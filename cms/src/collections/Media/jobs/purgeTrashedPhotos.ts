import { PHOTO_TRASH_DAYS } from '@autosalone/domain/limits'

import { trashPurgeTask } from '../../../lib/trashPurgeTask'

/**
 * Every night, the photos deleted more than 30 days ago go for good, with their files. Until then
 * the library's trash restores them, back on the cars they were taken off.
 */
export const purgeTrashedPhotos = trashPurgeTask({
  slug: 'purgeTrashedPhotos',
  label: 'Svuotamento del cestino delle foto',
  collection: 'media',
  days: PHOTO_TRASH_DAYS,
  cron: '0 50 3 * * *',
  logAs: { trash: 'Photo trash', items: 'photo(s)' },
})
