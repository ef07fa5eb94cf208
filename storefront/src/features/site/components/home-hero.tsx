import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BrandMark } from '@/components/layout/brand-mark'
import { buttonVariants } from '@/components/ui/button'
import { CheckIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'

export function HomeHero({ dealershipName }: { dealershipName: string | undefined }) {
  const { t } = useTranslation('home')
  const highlights = [t('highlights.years'), t('highlights.financing'), t('highlights.warranty')]

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__content container">
        <p className="home-hero__logo">
          <BrandMark size={56} />
          {dealershipName}
        </p>
        <p className="home-hero__slogan">{t('heroSlogan')}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {t('heroTitle')}
        </h1>
        <p className="home-hero__subtitle">{t('heroSubtitle')}</p>
        <div className="home-hero__actions">
          <Link className={buttonVariants({ size: 'lg' })} to={paths.inventory}>
            {t('heroCta')}
          </Link>
          <Link className={buttonVariants({ variant: 'light', size: 'lg' })} to={paths.contact}>
            {t('heroContact')}
          </Link>
        </div>
        <ul className="home-hero__highlights" aria-label={t('highlights.label')}>
          {highlights.map((highlight) => (
            <li key={highlight}>
              <CheckIcon size={18} />
              {highlight}
            </li>
          ))}
        </ul>
        <a className="home-hero__scroll-hint" href={`#${paths.stockAnchor}`}>
          {t('scrollHint')} <span aria-hidden="true">↓</span>
        </a>
      </div>
    </section>
  )
}
