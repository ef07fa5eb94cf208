import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { PHOTOS_NOT_KEPT } from '@autosalone/domain/leads/lead-answer'
import { readLeadSummary, type LeadSummary } from '@autosalone/domain/leads/lead-summary'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDayName } from './day-name'
import './leads.css'

/** Where every request form leads once it is stored: with or without the page's script. */
export function LeadSentPage() {
  const { t } = useTranslation('leads')
  const query = new URLSearchParams(useLocation().search)
  const summary = readLeadSummary(query)
  const type = summary?.type
  // The request was stored, its photos were not (the space for visitors' photos was full).
  const photosNotKept = query.get('foto') === PHOTOS_NOT_KEPT
  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('sent.title')}</h1>
          <p className="page-header__subtitle">{t('sent.body')}</p>
        </div>
      </header>
      <div className="container section">
        {type === 'test-drive' && <p>{t('sent.testDrive')}</p>}
        {photosNotKept && (
          <p className="lead-form__summary" role="status">
            {t('sent.photosNotKept')}
          </p>
        )}
        {summary && <SentSummary summary={summary} />}
        <p className="lead-sent__actions">
          <Link className={buttonVariants({ variant: 'primary' })} to={paths.home}>
            {t('sent.back')}
          </Link>{' '}
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.inventory}>
            {t('sent.inventory')}
          </Link>
        </p>
      </div>
    </>
  )
}

/** What was sent, as the visitor can check it: the kind, the test drive's day and time, the way back. */
function SentSummary({ summary }: { summary: LeadSummary }) {
  const { t } = useTranslation('leads')
  const dayName = useDayName()
  const day = summary.date ? dayName(summary.date) : null

  return (
    <section className="lead-sent__summary" aria-labelledby="lead-sent-summary">
      <h2 id="lead-sent-summary">{t('sent.summary.title')}</h2>
      <dl>
        <dt>{t('sent.summary.type')}</dt>
        <dd>{t(`sent.types.${summary.type}`)}</dd>
        {day && (
          <>
            <dt>{t('sent.summary.when')}</dt>
            <dd>
              {day}, {summary.time}
            </dd>
          </>
        )}
        {summary.contact && (
          <>
            <dt>{t('sent.summary.contact')}</dt>
            <dd>{t(`fields.preferred.${summary.contact}`)}</dd>
          </>
        )}
        {summary.page && (
          <>
            <dt>{t('sent.summary.page')}</dt>
            <dd>
              <Link to={summary.page}>{t('sent.summary.pageLink')}</Link>
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}
