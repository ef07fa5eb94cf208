import { Field } from '@/components/ui/field'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { inventorySearchParams, type InventoryFilters } from '@autosalone/domain/inventory-filters'
import {
  SEARCH_ALERT_FORM_ID,
  SEARCH_ALERT_HONEYPOT,
  SEARCH_ALERT_LIMITS,
} from '@autosalone/domain/search-alerts/alert-limits'
import { describeSearch } from '@autosalone/domain/search-alerts/describe-search'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import './search-alerts.css'

const SUBSCRIBE_PATH = '/api/search-alerts/subscribe'
/** What the server says, in the address, when it sent the form back (no script on the page). */
const REASONS = ['errore', 'limite', 'pieno'] as const

/**
 * 'Avvisami quando arriva un'auto così': the inventory's filters, as hidden fields, with the
 * visitor's address and consent. A plain form that posts itself, with or without the page's
 * script; the server answers with the 'check your e-mail' page.
 */
export function SearchAlertForm({ filters }: { filters: InventoryFilters }) {
  const { t, i18n } = useTranslation('searchAlerts')
  const [searchParams] = useSearchParams()
  const reason = REASONS.find((value) => value === searchParams.get('avviso'))
  const language = i18n.language === 'en' ? 'en' : 'it'
  const { sort: _sort, ...search } = filters
  const hidden = [...inventorySearchParams(search)]

  return (
    <section id="avviso" className="search-alert" aria-labelledby={`${SEARCH_ALERT_FORM_ID}-title`}>
      <form id={SEARCH_ALERT_FORM_ID} className="search-alert__form" method="post" action={SUBSCRIBE_PATH}>
        <h2 id={`${SEARCH_ALERT_FORM_ID}-title`} className="search-alert__title">
          {t('form.title')}
        </h2>
        <p className="search-alert__search">{t('form.search', { search: describeSearch(search, language) })}</p>
        {reason && (
          <p className="search-alert__problem" role="alert">
            {t(`form.refused.${reason}`)}
          </p>
        )}
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="language" value={language} />
        <div className="search-alert__honeypot" aria-hidden="true">
          <label>
            {t('form.honeypot')}
            <input type="text" name={SEARCH_ALERT_HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <Field label={t('form.email')} id={`${SEARCH_ALERT_FORM_ID}-email`}>
          {(control) => (
            <input
              {...control}
              className="field__control"
              type="email"
              name="email"
              required
              autoComplete="email"
              maxLength={SEARCH_ALERT_LIMITS.emailChars}
            />
          )}
        </Field>
        <div className="search-alert__consent">
          <input id={`${SEARCH_ALERT_FORM_ID}-privacy`} type="checkbox" name="privacy" required />
          <label htmlFor={`${SEARCH_ALERT_FORM_ID}-privacy`}>
            {t('form.privacyBefore')}
            <Link to={paths.privacyPolicy}>{t('form.privacyLink')}</Link>
            {t('form.privacyAfter')}
          </label>
        </div>
        <button type="submit" className={buttonVariants({ variant: 'primary' })}>
          {t('form.submit')}
        </button>
        <p className="search-alert__hint">{t('form.hint')}</p>
      </form>
    </section>
  )
}
