import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button'
import { useFormat } from '@/lib/use-format'
import type { AdminCarRow } from '@autosalone/domain/admin-car-list/list-answer'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { daysInStock } from './list-tools'
import { QuickStatus } from './quick-status'

interface AdminCarCardProps {
  car: AdminCarRow
  onDelete: (car: AdminCarRow) => void
  /** chosen for a bulk action */
  selected: boolean
  onSelect: (id: number) => void
}

/**
 * A car in the panel's grid: cover, name, price, status (changed in one tap), days in stock;
 * edit, duplicate, see on the site, delete. On a phone the card starts as one compact row
 * (thumbnail, name, price, status) that opens to the whole card on a tap. Its checkbox chooses it
 * for a bulk action.
 */
export function AdminCarCard({ car, onDelete, selected, onSelect }: AdminCarCardProps) {
  const { t } = useAdminTranslation()
  const format = useFormat()
  const [open, setOpen] = useState(false)
  const cover = car.card
  const price = car.priceOnRequest ? t('form.fields.priceOnRequest') : format.price(car.price)

  return (
    <article
      className="admin-car"
      data-available={car.isAvailable}
      data-status={car.status}
      data-open={open}
      data-selected={selected}
    >
      {/* Beside the compact row's button, not in it: choosing a car never opens it. */}
      <label className="admin-car__select">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onSelect(car.id)}
          aria-label={t('bulk.selectCar', { name: car.name })}
        />
      </label>
      <button type="button" className="admin-car__summary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {car.thumbnail ? (
          <img className="admin-car__thumb" src={car.thumbnail} alt="" width={64} height={48} loading="lazy" />
        ) : (
          <span className="admin-car__thumb" />
        )}
        <span className="admin-car__summary-name">{car.name}</span>
        <span className="admin-car__summary-price">{price}</span>
        <span className="admin-car__summary-status">{t(`list.statuses.${car.status}`)}</span>
      </button>
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
          <p className="admin-car__price">{price}</p>
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
            state={{ copyOfId: car.id }}
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
