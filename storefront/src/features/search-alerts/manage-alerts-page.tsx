import { useTranslation } from 'react-i18next'
import { Link, useLoaderData, useSearchParams } from 'react-router-dom'
import { parseInventoryFilters, inventorySearchParams } from '@autosalone/domain/inventory-filters'
import type { SearchAlertManageAnswer } from '@autosalone/domain/search-alerts/alert-rules'
import { describeSearch } from '@autosalone/domain/search-alerts/describe-search'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import './search-alerts.css'

const OUTCOMES = ['confermato', 'rimosso', 'link-scaduto'] as const

/**
 * `/avvisi?token=`: the alerts of the address an e-mail went to, each with a button that deletes
 * it. Opened from the e-mails' links, without signing in; plain forms, so no script is needed.
 */
export function ManageAlertsPage() {
  const { t, i18n } = useTranslation('searchAlerts')
  const answer = useLoaderData<SearchAlertManageAnswer | null>()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const highlighted = Number(searchParams.get('annulla'))
  const outcome = OUTCOMES.find((value) => value === searchParams.get('esito'))
  const language = i18n.language === 'en' ? 'en' : 'it'

  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('manage.title')}</h1>
        </div>
      </header>
      <div className="container section">
        {outcome && <p role="status">{t(`manage.outcome.${outcome}`)}</p>}
        {answer === null && outcome !== 'rimosso' && outcome !== 'link-scaduto' && <p>{t('manage.unknownLink')}</p>}
        {answer && answer.alerts.length === 0 && <p>{t('manage.none')}</p>}
        {answer && answer.alerts.length > 0 && (
          <ul className="search-alerts__list">
            {answer.alerts.map((alert) => {
              const filters = parseInventoryFilters(new URLSearchParams(alert.query))
              const search = describeSearch(filters, language)
              const query = inventorySearchParams(filters).toString()
              return (
                <li key={alert.id} className="search-alerts__item" aria-current={alert.id === highlighted || undefined}>
                  <span>
                    <Link to={query ? `${paths.inventory}?${query}` : paths.inventory}>{search}</Link>
                    {!alert.confirmed && ` (${t('manage.unconfirmed')})`}
                  </span>
                  <form method="post" action="/api/search-alerts/remove">
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="alert" value={alert.id} />
                    <button
                      type="submit"
                      className={buttonVariants({ variant: 'outline' })}
                      aria-label={t('manage.removeLabel', { search })}
                    >
                      {t('manage.remove')}
                    </button>
                  </form>
                </li>
              )
            })}
          </ul>
        )}
        <p>
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.inventory}>
            {t('sent.inventory')}
          </Link>
        </p>
      </div>
    </>
  )
}
