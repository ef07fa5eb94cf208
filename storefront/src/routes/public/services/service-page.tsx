import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { CheckIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/rich-text'
import { paths } from '@/config/paths'
import { isServiceId, serviceIds } from '@autosalone/domain/public-pages'
import { ServiceCard } from '@/features/services/components/service-card'
import { ServiceLeadForm } from '@/features/leads/service-lead-form'
import { ServiceIcon } from '@/features/services/components/service-icon'
import { useSiteTexts } from '@/lib/site-texts/get-site-texts'
import { NotFoundPage } from '../not-found/not-found-page'
import { NeedHelp } from '@/features/services/components/need-help'
import './services.css'

/** The page of one service: what it is, what it includes, how to ask, and the other services. */
export function ServicePage() {
  const { t } = useTranslation(['services', 'serviceNames'])
  const { serviceId } = useParams()
  const texts = useSiteTexts()
  if (!isServiceId(serviceId)) return <NotFoundPage />

  const title = t(`serviceNames:${serviceId}`)
  return (
    <>
      <header className="page-header">
        <div className="container service-page__header">
          <span className="service-section__icon">
            <ServiceIcon service={serviceId} size={32} />
          </span>
          <div>
            <Link className="service-page__back" to={paths.services}>
              {t('page.back')}
            </Link>
            <h1 className="page-header__title">{title}</h1>
            <p className="page-header__subtitle">{t(`items.${serviceId}.short`)}</p>
          </div>
        </div>
      </header>
      <div className="container service-page__body">
        <RichText html={texts?.servicePages[serviceId]} className="service-page__intro">
          <p className="service-page__intro">{t(`items.${serviceId}.intro`)}</p>
        </RichText>
        <h2 className="section-title">{t('page.pointsTitle')}</h2>
        <ul className="services-overview__list">
          {t(`items.${serviceId}.points`, { returnObjects: true }).map((point) => (
            <li key={point}>
              <CheckIcon size={18} />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <ServiceLeadForm serviceId={serviceId} />
      <NeedHelp serviceName={title} />
      <section className="section" aria-labelledby="other-services-title">
        <div className="container">
          <h2 id="other-services-title" className="section-title">
            {t('page.otherTitle')}
          </h2>
          <ul className="service-grid">
            {serviceIds
              .filter((id) => id !== serviceId)
              .map((id) => (
                <li key={id}>
                  <ServiceCard
                    service={id}
                    to={paths.service(id)}
                    linkLabel={t('more')}
                    linkLabelFull={t('moreAbout', { service: t(`serviceNames:${id}`) })}
                  />
                </li>
              ))}
          </ul>
        </div>
      </section>
    </>
  )
}
