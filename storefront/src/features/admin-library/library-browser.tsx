import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useMedia } from '@/panel/api/get-media'
import { useTrashPhotos } from '@/panel/api/trash-photos'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { MediaSelector } from '@/panel/photos/media-selector'
import { mediaName } from '@/panel/photos/media-source'
import { usePhotoDeletion } from '@/panel/photos/use-photo-deletion'
import type { MediaItem } from '@/panel/types'
import { PhotoTrash } from './photo-trash'

/** The specification's selection limit on the library page. */
const librarySelectionMax = 25

/**
 * 'Mostra Libreria': the selector (max 25, searchable by car or file name), the chosen photos in
 * order, deletion from the library (one photo, or every unused one at once) and the photo trash.
 */
export function LibraryBrowser() {
  const { t } = useAdminTranslation()
  const [selected, setSelected] = useState<number[]>([])
  const forget = (ids: number[]) => setSelected((current) => current.filter((item) => !ids.includes(item)))
  const deletion = usePhotoDeletion((id) => forget([id]))
  const trashPhotos = useTrashPhotos()
  const [unusedToDelete, setUnusedToDelete] = useState<MediaItem[]>([])
  const { data: media } = useMedia()
  const nameOf = (id: number) =>
    mediaName(
      media?.find((item) => item.id === id),
      id,
    )

  const deleteUnused = () => {
    const ids = unusedToDelete.map((photo) => photo.id)
    trashPhotos.mutate(ids, {
      onSuccess: () => {
        forget(ids)
        toast({ title: t('photos.deletedTitle'), description: t('selector.deletedUnused', { count: ids.length }) })
      },
      onError: () =>
        toast({ title: t('common.errorTitle'), description: t('photos.deleteFailed'), variant: 'destructive' }),
    })
  }

  return (
    <>
      <p className="admin-hint">{t('mediaLibrary.limits', { max: librarySelectionMax, perCar: MAX_PHOTOS_PER_CAR })}</p>
      <MediaSelector
        selected={selected}
        onChange={setSelected}
        max={librarySelectionMax}
        onDelete={deletion.ask}
        onDeleteUnused={setUnusedToDelete}
        searchable
      />
      <section className="admin-section library-ids" aria-labelledby="library-ids-title">
        <h2 id="library-ids-title" className="admin-section__title">
          {t('mediaLibrary.selectedIds')}
        </h2>
        {selected.length === 0 ? (
          <p className="admin-hint">{t('mediaLibrary.noSelection')}</p>
        ) : (
          <>
            <ol className="library-ids__list">
              {selected.map((id) => (
                <li key={id}>{nameOf(id)}</li>
              ))}
            </ol>
            <p className="admin-hint">{t('mediaLibrary.selectedIdsNote')}</p>
          </>
        )}
      </section>
      <PhotoTrash />
      <ConfirmDialog {...deletion.dialog} />
      <ConfirmDialog
        open={unusedToDelete.length > 0}
        onOpenChange={(open) => {
          if (!open) setUnusedToDelete([])
        }}
        question={t('selector.confirmDeleteUnused', { count: unusedToDelete.length })}
        note={t('selector.confirmDeleteUnusedNote')}
        onConfirm={deleteUnused}
      />
    </>
  )
}
