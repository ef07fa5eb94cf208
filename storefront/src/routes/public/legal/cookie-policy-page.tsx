import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useConsentPreferences } from '@/features/consent/consent-provider'
import { LegalPage } from './legal-page'

/** What the site stores in the browser and why, and the way to change the cookie choices. */
export function CookiePolicyPage() {
  const { t } = useTranslation('cookiePolicy')
  const { openPreferences } = useConsentPreferences()

  return (
    <>
      <LegalPage title={t('title')} lastUpdated={(date) => t('lastUpdated', { date })} backLabel={t('back')}>
        <p>
          {t('intro')} <Link to={paths.privacyPolicy}>{t('privacyLink')}</Link>
        </p>
        {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
        <div className="legal__table-wrap" role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
          <table className="legal__table">
            <caption id="cookie-table-caption">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.category')}</th>
                <th scope="col">{t('table.purpose')}</th>
                <th scope="col">{t('table.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {t('entries', { returnObjects: true }).map((entry) => (
                <tr key={entry.name}>
                  <th scope="row">
                    <code>{entry.name}</code>
                  </th>
                  <td>{entry.category}</td>
                  <td>{entry.purpose}</td>
                  <td>{entry.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {t('sections', { returnObjects: true }).map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <button type="button" className={buttonVariants()} onClick={openPreferences}>
          {t('changePreferences')}
        </button>
      </LegalPage>
    </>
  )
}
