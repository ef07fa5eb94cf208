import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { FloatingActions } from '../components/layout/floating-actions'
import { ScrollOnNavigate } from '../components/layout/scroll-on-navigate'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { Notifications } from '../components/ui/notifications'
import { CookieConsent } from '../features/consent/components/cookie-consent'
import { useSiteSettings } from '../features/site/api/get-site-settings'
import { DealerContacts } from '../features/site/components/dealer-contacts'
import { OpeningHoursList } from '../features/site/components/opening-hours-list'
import { SocialLinks } from '../features/site/components/social-links'

/** The shell around every public page; the route prefetches the dealer's details for it. */
export function RootLayout() {
  const { t } = useTranslation()
  const { data: settings } = useSiteSettings()

  return (
    <>
      <ScrollOnNavigate />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader dealershipName={settings?.dealershipName} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        dealershipName={settings?.dealershipName}
        slogan={settings?.slogan}
        contacts={settings && <DealerContacts settings={settings} />}
        hours={settings?.openingHours && <OpeningHoursList rows={settings.openingHours} />}
        social={<SocialLinks social={settings?.social} />}
      />
      <FloatingActions whatsapp={settings?.whatsapp} />
      <CookieConsent analyticsId={settings?.analyticsId} />
      <Notifications />
    </>
  )
}
