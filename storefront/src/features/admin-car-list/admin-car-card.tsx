import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button'
import { useFormat } from '@/lib/use-format'
import type { CarRecord } from '@autosalone/domain/car-record'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { daysInStock } from './list-tools'
import { QuickStatus } from './quick-status'

interface AdminCarCardProps {
  car: CarRecord
  onDelete: (car: CarRecord) => void
}

/** A car in the panel's grid: cover, name, price, status (changed in one tap), days in stock; edit, duplicate, see on the site, delete. */
export function AdminCarCard({ car, onDelete }: AdminCarCardProps) {
  const { t } = useAdminTranslation()
  const format = useFormat()
  const cover = car.photos[0]?.card ?? null

  return (
    <article className="admin-car" data-available={car.isAvailable} data-status={car.status}>
      <div className="admin-car__media">
        {cover ? (
          <img src={cover} alt="" width={800} height={600} loading="lazy" decoding="async" />
        ) : (
          <p className="admin-car__no-photo">{t('list.noPhoto')}</p>
        )}
        {car.status !== 'disponibile' && (
          <span className="admin-car__badge">{t(`list.statusBadges.${car.status}`)}</span>
        )}
      </div>
      <div className="admin-car__body">
        <h2 className="admin-car__name">{car.name}</h2>
        <p className="admin-car__specs">
          {car.year} · {format.mileage(car.mileage)}
        </p>
        <p className="admin-car__specs">{t('list.daysInStock', { count: daysInStock(car) })}</p>
        <div className="admin-car__row">
          <p className="admin-car__price">
            {car.priceOnRequest ? t('form.fields.priceOnRequest') : format.price(car.price)}
          </p>
        </div>
        <QuickStatus car={car} />
        <div className="admin-car__actions">
          <Link
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            to={adminPaths.editCar(car.id)}
            aria-label={t('list.editOf', { name: car.name })}
          >
            {t('list.edit')}
          </Link>
          <Link
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            to={adminPaths.newCar}
            state={{ copyOf: car }}
            aria-label={t('list.duplicateOf', { name: car.name })}
          >
            {t('list.duplicate')}
          </Link>
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={paths.car(car.slug)}
            target="_blank"
            rel="noopener"
            aria-label={t('list.viewOnSiteOf', { name: car.name })}
          >
            {t('list.viewOnSite')}
          </a>
          <button
            type="button"
            className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} admin-danger`}
            aria-label={t('list.deleteOf', { name: car.name })}
            onClick={() => onDelete(car)}
          >
            {t('common.delete')}
          </button>
        </div>
      </div>
    </article>
  )
}
