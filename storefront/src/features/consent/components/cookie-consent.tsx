import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/use-toast'
import { useConsentPreferences } from '../consent-provider'
import { necessaryOnly, type CookieConsent } from '@/lib/consent-storage'
import { storeConsent, useConsentState } from '../consent-store'
import { AnalyticsLoader } from './analytics-loader'
import { CookieBanner } from './cookie-banner'

// Most visits never open the preferences: their code (and the dialog's) loads on demand.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'))

/** The banner, the preferences dialog and the analytics they allow. */
export function CookieConsent({ analyticsId }: { analyticsId: string | null | undefined }) {
  const { t } = useTranslation('consent')
  const { consent, bannerNeeded } = useConsentState()
  const { isPreferencesOpen, openPreferences, closePreferences } = useConsentPreferences()

  const choose = (choice: CookieConsent) => {
    storeConsent(choice)
    closePreferences()
    toast({ title: t('saved.title'), description: t('saved.text') })
  }

  return (
    <>
      {bannerNeeded && <CookieBanner onChoose={choose} onCustomize={openPreferences} />}
      {isPreferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog initial={consent ?? necessaryOnly} onSave={choose} onClose={closePreferences} />
        </Suspense>
      )}
      <AnalyticsLoader measurementId={analyticsId} />
    </>
  )
}
