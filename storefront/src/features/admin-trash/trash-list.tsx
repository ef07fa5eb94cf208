import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { formatDate } from '@/lib/format'
import { useRestoreCar } from '@/panel/api/restore-car'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useTrashedCars } from './api/get-trashed-cars'
import './trash.css'

/** The deleted cars, each with when it was deleted, when it goes for good, and 'Ripristina'. */
export function TrashList() {
  const { t, language } = useAdminTranslation()
  const { data } = useTrashedCars()
  const restore = useRestoreCar()
  const cars = data?.docs ?? []
  const day = (iso: string) => formatDate(new Date(iso), language === 'en' ? 'en' : 'it')

  if (!data) return <p role="status">{t('common.loading')}</p>
  if (cars.length === 0) return <p className="admin-empty">{t('trash.empty')}</p>

  return (
    <ul className="trash-list">
      {cars.map((car) => (
        <li key={car.id} className="trash-list__item">
          {car.thumbnails[0] ? <img className="trash-list__photo" src={car.thumbnails[0]} alt="" /> : null}
          <div className="trash-list__text">
            <strong>{car.name}</strong>
            <span>{t('trash.deletedOn', { date: day(car.deletedAt) })}</span>
            <span>{t('trash.purgeOn', { date: day(car.purgeAt) })}</span>
          </div>
          <button
            type="button"
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
            aria-label={t('trash.restoreOf', { name: car.name })}
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(car.id, {
                onSuccess: () => toast({ title: t('trash.restoredTitle'), description: car.name }),
                onError: (error) => {
                  console.error(error)
                  toast({
                    title: t('common.errorTitle'),
                    description: t('trash.restoreFailed'),
                    variant: 'destructive',
                  })
                },
              })
            }
          >
            {t('trash.restore')}
          </button>
        </li>
      ))}
    </ul>
  )
}
