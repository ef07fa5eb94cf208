import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { formatDate } from '@/lib/format'
import { useRestorePhoto } from '@/panel/api/restore-photo'
import { useTrashedPhotos } from '@/panel/api/get-trashed-photos'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { mediaName } from '@/panel/photos/media-source'
import { kilobytes } from '@/panel/photos/photo-files'

/**
 * The photos deleted in the last 30 days, each with its dates and the cars it was on, and
 * 'Ripristina'. Their files are no longer served, so the list names them instead of showing them.
 */
export function PhotoTrash() {
  const { t, language } = useAdminTranslation()
  const { data: photos } = useTrashedPhotos()
  const restore = useRestorePhoto()
  const day = (iso: string) => formatDate(new Date(iso), language === 'en' ? 'en' : 'it')

  return (
    <details className="admin-section photo-trash">
      <summary className="admin-section__title">{t('photoTrash.title', { count: photos?.length ?? 0 })}</summary>
      <p className="admin-hint">{t('photoTrash.intro')}</p>
      {photos?.length === 0 && <p className="admin-hint">{t('photoTrash.empty')}</p>}
      <ul className="photo-trash__list">
        {photos?.map((photo) => {
          const name = mediaName(photo, photo.id)
          return (
            <li key={photo.id} className="photo-trash__item">
              <p className="photo-trash__name">{name}</p>
              <p className="admin-hint">
                {photo.createdAt ? day(photo.createdAt) : ''}
                {photo.fileSize ? ` · ${t('photos.size', { kb: kilobytes(photo.fileSize) })}` : ''}
                {photo.detachedFrom.length > 0
                  ? ` · ${t('photoTrash.wasOn', { count: photo.detachedFrom.length })}`
                  : ''}
              </p>
              <p className="admin-hint">
                {t('photoTrash.deletedOn', { date: day(photo.deletedAt) })} ·{' '}
                {t('photoTrash.purgeOn', { date: day(photo.purgeAt) })}
              </p>
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={t('photoTrash.restoreOf', { name })}
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(photo.id, {
                    onSuccess: () => toast({ title: t('photoTrash.restoredTitle'), description: name }),
                    onError: () =>
                      toast({
                        title: t('common.errorTitle'),
                        description: t('photoTrash.restoreFailed'),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {t('photoTrash.restore')}
              </button>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
