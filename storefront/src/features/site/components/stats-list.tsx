import { useTranslation } from 'react-i18next'
import './stats-list.css'

/** The specification's figures: 10+ years, 500+ clients, 100 % transparency. */
const stats = [
  { value: '10+', labelKey: 'stats.years' },
  { value: '500+', labelKey: 'stats.clients' },
  { value: '100%', labelKey: 'stats.transparency' },
] as const

export function StatsList() {
  const { t } = useTranslation('about')

  return (
    <dl className="stats-list">
      {stats.map(({ value, labelKey }) => (
        <div key={labelKey} className="stats-list__item">
          <dt className="stats-list__label">{t(labelKey)}</dt>
          <dd className="stats-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
