import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { acceptAll, necessaryOnly, type CookieConsent } from '@/lib/consent-storage'
import { useBannerRoom } from './use-banner-room'
import './cookie-banner.css'

interface CookieBannerProps {
  onChoose: (consent: CookieConsent) => void
  onCustomize: () => void
}

/** The first-visit question: accept all, necessary only, or choose per category. */
export function CookieBanner({ onChoose, onCustomize }: CookieBannerProps) {
  const { t } = useTranslation('consent')
  const ref = useRef<HTMLElement>(null)
  const hasRoom = useBannerRoom(ref)

  return (
    <section ref={ref} className="cookie-banner" aria-labelledby="cookie-banner-title" hidden={!hasRoom}>
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            {t('banner.title')}
          </h2>
          <p>
            {t('banner.text')} <Link to={paths.privacyPolicy}>{t('banner.privacyLink')}</Link>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
            onClick={() => onChoose(acceptAll)}
          >
            {t('banner.acceptAll')}
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => onChoose(necessaryOnly)}
          >
            {t('banner.necessaryOnly')}
          </button>
          <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={onCustomize}>
            {t('banner.customize')}
          </button>
        </div>
      </div>
    </section>
  )
}
