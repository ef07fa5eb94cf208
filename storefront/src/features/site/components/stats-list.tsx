import { useTranslation } from 'react-i18next'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import './stats-list.css'

interface Figure {
  value: string
  label: string
}

/**
 * The dealership in numbers (10+ years, 500+ clients, 100 % transparency, as the specification
 * has them): the dealer's own figures from the settings, the usual ones while there are none.
 */
export function StatsList() {
  const { t, i18n } = useTranslation('about')
  const { data: settings } = useSiteSettings()
  const own = settings?.aboutFigures ?? []
  const figures: Figure[] =
    own.length > 0
      ? own.map(({ value, label, labelEn }) => ({ value, label: (i18n.language === 'en' && labelEn) || label }))
      : t('stats.items', { returnObjects: true })

  return (
    <dl className="stats-list">
      {figures.map(({ value, label }) => (
        <div key={`${value} ${label}`} className="stats-list__item">
          <dt className="stats-list__label">{label}</dt>
          <dd className="stats-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
