import { useTranslation } from 'react-i18next'
import { PageHead } from '../../../components/seo/page-head'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site/api/get-site-settings'
import { autoDealerStructuredData } from '../../../features/site/lib/dealer-structured-data'
import { useSiteOrigin } from '../../../lib/site-origin'
import { ContactLeadForm } from '../../../features/leads/contact-lead-form'
import { ContactCards } from './contact-cards'
import { DealerMap } from './dealer-map'
import './contact.css'

export function ContactPage() {
  const { t } = useTranslation(['contact', 'common'])
  const { data: settings } = useSiteSettings()
  const origin = useSiteOrigin()

  return (
    <>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        canonicalPath={paths.contact}
        structuredData={settings ? [autoDealerStructuredData(settings, origin)] : []}
      />
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('title')}</h1>
          <p className="page-header__subtitle">{t('subtitle')}</p>
        </div>
      </header>
      <div className="container contact">
        {settings ? (
          <>
            <ContactCards settings={settings} />
            <ContactLeadForm />
            <DealerMap address={settings.address} />
          </>
        ) : (
          <p role="status">{t('common:status.loading')}</p>
        )}
      </div>
    </>
  )
}
