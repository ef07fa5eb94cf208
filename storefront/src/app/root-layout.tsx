import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { ScrollOnNavigate } from '../components/layout/scroll-on-navigate'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { useSiteSettings } from '../features/site/api/get-site-settings'
import { DealerContacts } from '../features/site/components/dealer-contacts'

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
      />
    </>
  )
}
