import { Link } from 'react-router-dom'
import type { ChannelAnswer } from '@autosalone/domain/channels/channels'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** The cars a channel leaves out, each with its reasons and a link to the car's form to fix them. */
export function ExcludedCars({ cars }: { cars: ChannelAnswer['excluded'] }) {
  const { t } = useAdminTranslation()
  if (cars.length === 0) return <p className="admin-hint">{t('channels.noneExcluded')}</p>
  return (
    <details className="channel-card__excluded" open={cars.length <= 5}>
      <summary>{t('channels.excluded', { count: cars.length })}</summary>
      <ul>
        {cars.map((car) => (
          <li key={car.id}>
            <span className="channel-card__car">{car.name}</span>
            <span className="channel-card__reasons">
              {car.codes.map((code) => t(`channels.reasons.${code}`)).join(' · ')}
            </span>
            <Link to={adminPaths.editCar(car.id)} aria-label={t('channels.fixOf', { name: car.name })}>
              {t('channels.fix')}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
