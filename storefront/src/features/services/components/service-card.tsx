import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ServiceId } from '@autosalone/domain/public-pages'
import { ServiceIcon } from './service-icon'
import './service-card.css'

interface ServiceCardProps {
  service: ServiceId
  /** where "learn more" leads: the section on the services page, or the service's own page */
  to: string
  linkLabel: string
  linkLabelFull: string
}

export function ServiceCard({ service, to, linkLabel, linkLabelFull }: ServiceCardProps) {
  const { t } = useTranslation(['services', 'serviceNames'])

  return (
    <article className="service-card">
      <span className="service-card__icon">
        <ServiceIcon service={service} />
      </span>
      <h3 className="service-card__title">{t(`serviceNames:${service}`)}</h3>
      <p className="service-card__text">{t(`items.${service}.short`)}</p>
      <Link className="card-link service-card__link" to={to} aria-label={linkLabelFull}>
        {linkLabel} <span aria-hidden="true">→</span>
      </Link>
    </article>
  )
}
