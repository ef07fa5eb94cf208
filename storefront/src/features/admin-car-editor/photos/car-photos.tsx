import { useFormContext, useWatch } from 'react-hook-form'
import { toast } from '@/components/ui/use-toast'
import { useMedia } from '@/panel/api/get-media'
import type { CarFormValues } from '../form/car-form-values'
import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { MediaItem } from '@/panel/types'
import { CoverPreview } from './cover-preview'
import { LibraryPicker } from './library-picker'
import { mediaName, thumbnailSource } from '@/panel/photos/media-source'
import { kilobytes } from '@/panel/photos/photo-files'
import { PhotoUploader } from '@/panel/photos/photo-uploader'
import { SortablePhoto } from '@/panel/photos/sortable-photo'
import { SortablePhotoGrid } from '@/panel/photos/sortable-photo-grid'
import type { PhotoUploads } from '@/panel/photos/use-photo-uploads'
import '@/panel/photos/photo-grid.css'

interface CarPhotosProps {
  uploads: PhotoUploads
  /** thumbnails of the saved car by media id, shown until the library has loaded */
  savedThumbnails: Map<number, string>
}

/**
 * 'Gestione Foto Auto': upload, choose from the library, reorder (first = cover, or 'Imposta come
 * principale'), and take a photo off this car. The X never deletes a photo: it leaves the car when
 * the form is saved and stays in the library, where deleting happens.
 */
export function CarPhotos({ uploads, savedThumbnails }: CarPhotosProps) {
  const { t } = useAdminTranslation()
  const { control, setValue, getValues } = useFormContext<CarFormValues>()
  const ids = useWatch({ control, name: 'selectedMediaIds' })
  const { data: library } = useMedia()
  const byId = new Map<number, MediaItem>((library ?? []).map((item) => [item.id, item]))

  const setIds = (next: number[]) => setValue('selectedMediaIds', next, { shouldDirty: true })
  const takeOff = (id: number) => {
    setIds(getValues('selectedMediaIds').filter((item) => item !== id))
    toast({ title: t('photos.removedTitle'), description: t('photos.removedDescription') })
  }
  const makeCover = (id: number) => reorder([id, ...getValues('selectedMediaIds').filter((item) => item !== id)], 0)

  const reorder = (next: number[], movedTo: number) => {
    setIds(next)
    toast({
      title: t('photos.reorderedTitle'),
      description: t('photos.reorderedDescription', { position: movedTo + 1 }),
    })
  }

  const full = ids.length >= MAX_PHOTOS_PER_CAR

  return (
    <>
      <PhotoUploader uploads={uploads} title={t('uploader.title')} disabled={full} />
      {full && <p className="admin-hint">{t('photos.limitReached', { max: MAX_PHOTOS_PER_CAR })}</p>}
      <div className="car-photos__library">
        <LibraryPicker selected={ids} max={MAX_PHOTOS_PER_CAR} onApply={setIds} />
        <span className="admin-hint">{t('photos.limit', { max: MAX_PHOTOS_PER_CAR })}</span>
      </div>

      <div className="car-photos">
        <h3 className="car-photos__title">{t('photos.title', { count: ids.length })}</h3>
        {ids.length === 0 ? (
          <div className="car-photos__empty">
            <p>{t('photos.empty')}</p>
            <p className="admin-hint">{t('photos.emptyHint')}</p>
          </div>
        ) : (
          <>
            <p className="admin-hint">{t('photos.hint')}</p>
            <SortablePhotoGrid ids={ids} onReorder={reorder} className="photo-grid">
              {ids.map((id, index) => {
                const media = byId.get(id)
                const name = mediaName(media, id)
                return (
                  <SortablePhoto
                    key={id}
                    id={id}
                    src={
                      media ? thumbnailSource(id, media) : (savedThumbnails.get(id) ?? thumbnailSource(id, undefined))
                    }
                    label={t('photos.photoLabel', { position: index + 1, name })}
                    removeLabel={t('photos.removeOf', { name })}
                    onRemove={() => takeOff(id)}
                    badge={index === 0 && <span className="photo-tile__main">{t('photos.main')}</span>}
                    caption={
                      <p className="photo-tile__caption">
                        <span className="photo-tile__name">{name}</span>
                        {media && <span>{t('photos.size', { kb: kilobytes(media.fileSize) })}</span>}
                        {index > 0 && (
                          <button
                            type="button"
                            className="photo-tile__make-main"
                            aria-label={t('photos.makeMainOf', { name })}
                            onClick={() => makeCover(id)}
                          >
                            {t('photos.makeMain')}
                          </button>
                        )}
                      </p>
                    }
                  />
                )
              })}
            </SortablePhotoGrid>
            <CoverPreview
              src={(() => {
                const cover = byId.get(ids[0])
                return cover ? thumbnailSource(ids[0], cover) : (savedThumbnails.get(ids[0]) ?? '')
              })()}
            />
          </>
        )}
      </div>
    </>
  )
}
