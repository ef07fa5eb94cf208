import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { serviceIds } from '@autosalone/domain/public-pages'
import { ServiceCard } from '@/features/services/components/service-card'

/** The six services, each leading to its section on the services page. */
export function ServicesSection() {
  const { t } = useTranslation(['home', 'serviceNames'])

  return (
    <section className="section section--alt" aria-labelledby="home-services-title">
      <div className="container">
        <h2 id="home-services-title" className="section-title">
          {t('services.title')}
        </h2>
        <p className="section-subtitle">{t('services.subtitle')}</p>
        <ul className="service-grid">
          {serviceIds.map((id) => (
            <li key={id}>
              <ServiceCard
                service={id}
                to={paths.serviceAnchor(id)}
                linkLabel={t('services.more')}
                linkLabelFull={t('services.moreAbout', { service: t(`serviceNames:${id}`) })}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
