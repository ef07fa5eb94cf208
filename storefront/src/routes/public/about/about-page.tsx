import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { RichText } from '@/components/ui/rich-text'
import { paths } from '@/config/paths'
import { StatsList } from '@/features/site/components/stats-list'
import { useSiteTexts } from '@/lib/site-texts/get-site-texts'
import './about.css'

export function AboutPage() {
  const { t } = useTranslation('about')
  const texts = useSiteTexts()?.about

  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('title')}</h1>
          <p className="page-header__subtitle">{t('subtitle')}</p>
        </div>
      </header>
      <div className="container about">
        <section className="about__mission" aria-labelledby="about-mission-title">
          <h2 id="about-mission-title" className="section-title">
            {t('mission.title')}
          </h2>
          <RichText html={texts?.mission} className="about__lead">
            <p className="about__lead">{t('mission.text')}</p>
          </RichText>
        </section>
        <section aria-labelledby="about-stats-title">
          <h2 id="about-stats-title" className="visually-hidden">
            {t('stats.title')}
          </h2>
          <StatsList />
        </section>
        <section aria-labelledby="about-values-title">
          <h2 id="about-values-title" className="section-title">
            {t('values.title')}
          </h2>
          <ul className="about__values">
            {t('values.items', { returnObjects: true }).map((value) => (
              <li key={value.title} className="about__value">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-experience-title">
          <h2 id="about-experience-title" className="section-title">
            {t('experience.title')}
          </h2>
          <RichText html={texts?.experience} className="about__text">
            <p className="about__text">{t('experience.text')}</p>
          </RichText>
        </section>
        <section className="about__cta" aria-labelledby="about-cta-title">
          <h2 id="about-cta-title" className="section-title">
            {t('cta.title')}
          </h2>
          <div className="about__buttons">
            <Link className={buttonVariants()} to={paths.contact}>
              {t('cta.contact')}
            </Link>
            <Link className={buttonVariants({ variant: 'outline' })} to={paths.stock}>
              {t('cta.stock')}
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
