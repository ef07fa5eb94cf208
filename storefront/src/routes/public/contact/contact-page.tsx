import { useTranslation } from 'react-i18next'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { ContactLeadForm } from '@/features/leads/contact-lead-form'
import { ContactCards } from '@/features/site/components/contact-cards'
import { DealerMap } from '@/features/site/components/dealer-map'
import './contact.css'

export function ContactPage() {
  const { t } = useTranslation(['contact', 'common'])
  const { data: settings } = useSiteSettings()

  return (
    <>
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
