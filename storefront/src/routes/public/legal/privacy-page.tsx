import { useTranslation } from 'react-i18next'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { DealerContacts } from '@/features/site/components/dealer-contacts'
import { LegalPage } from './legal-page'
import { LinkedText } from '@/features/site/components/linked-text'

interface PrivacySection {
  id: string
  title: string
  paragraphs?: string[]
  items?: string[]
  showController?: boolean
}

/** The privacy notice (GDPR), with the dealer's identity and contact details from the settings. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy')
  const { data: settings } = useSiteSettings()
  const name = settings?.dealershipName ?? ''
  const sections = t('sections', { returnObjects: true, name }) as readonly PrivacySection[]

  return (
    <>
      <LegalPage title={t('title')} lastUpdated={(date) => t('lastUpdated', { date })} backLabel={t('back')}>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} />
              </p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.showController && settings && (
              <div className="legal__controller">
                <p className="legal__controller-title">
                  {t('controllerTitle')}: <strong>{settings.dealershipName}</strong>
                </p>
                <DealerContacts settings={settings} />
              </div>
            )}
          </section>
        ))}
      </LegalPage>
    </>
  )
}
