import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { StatsList } from '@/features/site/components/stats-list'

export function AboutBlock() {
  const { t } = useTranslation('home')

  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about__grid">
        <div>
          <p className="eyebrow">{t('about.eyebrow')}</p>
          <h2 id="home-about-title" className="section-title">
            {t('about.title')}
          </h2>
          <p className="home-about__text">{t('about.text')}</p>
          <Link className={buttonVariants({ variant: 'primary' })} to={paths.inventory}>
            {t('about.cta')}
          </Link>
        </div>
        <StatsList />
      </div>
    </section>
  )
}
