import { useTranslation } from 'react-i18next'
import type { OpeningHours } from '@/lib/site-settings/types'
import './opening-hours-list.css'

/** The opening hours as the dealer wrote them, in English where an English text is given. */
export function OpeningHoursList({ rows }: { rows: OpeningHours[] }) {
  const { i18n } = useTranslation()
  const english = i18n.language === 'en'

  return (
    <dl className="opening-hours">
      {rows.map((row) => (
        <div key={`${row.days}-${row.hours}`} className="opening-hours__row">
          <dt>{(english && row.daysEn) || row.days}</dt>
          <dd>{(english && row.hoursEn) || row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
