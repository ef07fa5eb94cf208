import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BrandMark } from '../../../components/layout/brand-mark'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site/api/get-site-settings'

export function HomeHero() {
  const { t } = useTranslation('home')
  const { data: settings } = useSiteSettings()

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__content container">
        <p className="home-hero__logo">
          <BrandMark size={56} />
          {settings?.dealershipName}
        </p>
        <p className="home-hero__slogan">{t('heroSlogan')}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {t('heroTitle')}
        </h1>
        <p className="home-hero__subtitle">{t('heroSubtitle')}</p>
        <Link className="button button--primary" to={paths.inventory}>
          {t('heroCta')}
        </Link>
        <a className="home-hero__scroll-hint" href={`#${paths.stockAnchor}`}>
          {t('scrollHint')} <span aria-hidden="true">↓</span>
        </a>
      </div>
    </section>
  )
}
