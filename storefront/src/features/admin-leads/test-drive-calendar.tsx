import { Link, useSearchParams } from 'react-router-dom'
import { addDays, isCalendarDay, type TestDriveEntry } from '@autosalone/domain/leads/lead-desk'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { LoadError } from '@/panel/components/load-error'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useTestDriveWeek } from './api/get-test-drive-week'
import { dayName } from './lead-facts'
import { leadPath } from './lead-paths'
import './test-drive-calendar.css'

const WEEK_PARAM = 'settimana'

function Entry({ entry }: { entry: TestDriveEntry }) {
  const { t } = useAdminTranslation()
  return (
    <li className={`td-entry td-entry--${entry.status}`}>
      <Link to={leadPath(entry.leadId)} aria-label={t('leadDesk.calendar.open', { name: entry.name })}>
        <span className="td-entry__time">
          {t('leadDesk.calendar.time', { time: entry.time.replace(/^0(\d)/, '$1') })}
        </span>
        <span className="td-entry__name">{entry.name}</span>
        {entry.car && <span className="td-entry__car">{entry.car.name}</span>}
      </Link>
    </li>
  )
}

/**
 * The booked test drives Monday to Sunday, this week first, with arrows to the weeks before and
 * after; seven columns on a desk, one day under the other on a phone. Each entry opens its request.
 */
export function TestDriveCalendar() {
  const { t, language } = useAdminTranslation()
  const lang = language === 'en' ? 'en' : 'it'
  const [params, setParams] = useSearchParams()
  const asked = params.get(WEEK_PARAM)
  const { data, error, refetch } = useTestDriveWeek(isCalendarDay(asked) ? asked : null)
  const goTo = (week: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set(WEEK_PARAM, week)
      return next
    })
  if (error) return <LoadError onRetry={refetch} />
  if (!data) return <p role="status">{t('common.loading')}</p>
  const [monday, sunday] = [data.days[0], data.days[6]]
  return (
    <section className="td-calendar" aria-labelledby="td-week-title">
      <div className="td-calendar__nav">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('leadDesk.calendar.previous')}
          onClick={() => goTo(addDays(monday, -7))}
        >
          <ChevronLeftIcon size={18} />
        </button>
        <h2 id="td-week-title" className="td-calendar__title">
          {t('leadDesk.calendar.week', { from: dayName(monday, lang), to: dayName(sunday, lang) })}
        </h2>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('leadDesk.calendar.next')}
          onClick={() => goTo(addDays(monday, 7))}
        >
          <ChevronRightIcon size={18} />
        </button>
        {!data.days.includes(data.today) && (
          <button
            type="button"
            className={buttonVariants({ variant: 'light', size: 'sm' })}
            onClick={() => goTo(data.today)}
          >
            {t('leadDesk.calendar.thisWeek')}
          </button>
        )}
      </div>
      {data.entries.length === 0 && <p className="admin-hint">{t('leadDesk.calendar.noneThisWeek')}</p>}
      <ol className="td-week">
        {data.days.map((day) => {
          const entries = data.entries.filter((entry) => entry.day === day)
          return (
            <li
              key={day}
              className={`td-day${day === data.today ? ' td-day--today' : ''}`}
              aria-labelledby={`td-${day}`}
            >
              <h3 id={`td-${day}`} className="td-day__name">
                {dayName(day, lang)}
                {day === data.today && <span className="td-day__today"> · {t('leadDesk.calendar.today')}</span>}
              </h3>
              {entries.length > 0 ? (
                <ul className="td-day__entries">
                  {entries.map((entry) => (
                    <Entry key={entry.leadId} entry={entry} />
                  ))}
                </ul>
              ) : (
                <p className="td-day__none">{t('leadDesk.calendar.noneThisDay')}</p>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
