import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CheckIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/rich-text'
import { paths } from '@/config/paths'
import { serviceIds } from '@autosalone/domain/public-pages'
import { ServiceIcon } from '@/features/services/components/service-icon'
import { useSiteTexts } from '@/lib/site-texts/get-site-texts'
import { NeedHelp } from '@/features/services/components/need-help'
import { WhyChooseUs } from '@/features/services/components/why-choose-us'
import './services.css'

export function ServicesPage() {
  const { t } = useTranslation(['services', 'serviceNames'])
  const overview = t('overview', { returnObjects: true })
  const texts = useSiteTexts()

  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('title')}</h1>
          <RichText html={texts?.services.intro} className="page-header__subtitle">
            <p className="page-header__subtitle">{t('subtitle')}</p>
          </RichText>
        </div>
      </header>
      <section className="container services-overview" aria-labelledby="services-overview-title">
        <h2 id="services-overview-title" className="section-title">
          {t('overviewTitle')}
        </h2>
        <ul className="services-overview__list">
          {overview.map((item) => (
            <li key={item}>
              <CheckIcon size={18} />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <div className="container services-sections">
        <h2 className="visually-hidden">{t('sectionsTitle')}</h2>
        {serviceIds.map((id) => (
          <section key={id} id={id} className="service-section" aria-labelledby={`${id}-title`}>
            <span className="service-section__icon">
              <ServiceIcon service={id} size={32} />
            </span>
            <div>
              <h3 id={`${id}-title`} className="service-section__title">
                {t(`serviceNames:${id}`)}
              </h3>
              <RichText html={texts?.servicePages[id]} className="service-section__intro">
                <p className="service-section__intro">{t(`items.${id}.intro`)}</p>
              </RichText>
              <ul className="service-section__points">
                {t(`items.${id}.points`, { returnObjects: true }).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link
                className="service-section__link"
                to={paths.service(id)}
                aria-label={t('moreAbout', { service: t(`serviceNames:${id}`) })}
              >
                {t('more')} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </section>
        ))}
      </div>
      <WhyChooseUs />
      <NeedHelp />
    </>
  )
}
