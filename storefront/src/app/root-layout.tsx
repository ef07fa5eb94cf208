import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useMatch } from 'react-router-dom'
import { FloatingActions } from '@/components/layout/floating-actions'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Notifications } from '@/components/ui/notifications'
import { paths } from '@/config/paths'
import { getCarBySlugQueryOptions } from '@/features/cars/api/get-car-by-slug'
import { useCarChatMessage } from '@/features/cars/lib/use-car-chat-message'
import { CardActionsContext } from '@/features/cars/components/card-actions'
import { CompareTray } from '@/features/compare/compare-tray'
import { FavouritesLink } from '@/features/favourites/favourites-link'
import { carCardActions } from '@/routes/public/favourites/card-actions'
import { CookieConsent } from '@/features/consent/components/cookie-consent'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { DealerContacts } from '@/features/site/components/dealer-contacts'
import { OpeningHoursList } from '@/features/site/components/opening-hours-list'
import { SocialLinks } from '@/features/site/components/social-links'
import { useApi } from '@/lib/api-context'
import { DocumentHeadSync } from './document-head-sync'

/**
 * On a car page the floating chat asks about that car, like the page's own WhatsApp button (a sold
 * car's page, which offers no way to buy it, keeps the general message), and the e-mail link's
 * subject names it; the car comes from the cache the page itself fills, so the server's HTML has it too.
 */
function useCarContact(): { chatMessage: string | undefined; emailSubject: string | undefined } {
  const { t } = useTranslation('carDetail')
  const slug = useMatch(paths.carPattern)?.params.slug
  const api = useApi()
  const { data: car } = useQuery({ ...getCarBySlugQueryOptions(api, slug ?? ''), enabled: slug !== undefined })
  const chatMessage = useCarChatMessage(car?.status === 'venduta' ? undefined : car)
  return { chatMessage, emailSubject: car ? t('contact.emailSubject', { name: car.name }) : undefined }
}

/** The shell around every public page; the route's loader fetches the dealer's details for it. */
export function RootLayout() {
  const { t, i18n } = useTranslation()
  const { data: settings } = useSiteSettings()
  const slogan = (i18n.language === 'en' && settings?.sloganEn) || settings?.slogan
  const { chatMessage, emailSubject } = useCarContact()

  return (
    <>
      <ScrollRestoration />
      <DocumentHeadSync />
      {/* First in the page, so the first Tab reaches the banner's choices, wherever it is drawn. */}
      <CookieConsent analyticsId={settings?.analyticsId} />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader dealershipName={settings?.dealershipName} favourites={<FavouritesLink />} />
      <main id="main" tabIndex={-1}>
        <CardActionsContext value={carCardActions}>
          <Outlet />
        </CardActionsContext>
      </main>
      <SiteFooter
        dealershipName={settings?.dealershipName}
        slogan={slogan}
        contacts={settings && <DealerContacts settings={settings} emailSubject={emailSubject} />}
        vatNumber={settings?.vatNumber}
        hours={settings?.openingHours && <OpeningHoursList rows={settings.openingHours} />}
        social={<SocialLinks social={settings?.social} />}
      />
      <CompareTray />
      <FloatingActions whatsapp={settings?.whatsapp} chatMessage={chatMessage} />
      <Notifications />
    </>
  )
}
