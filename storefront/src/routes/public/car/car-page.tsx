import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { useCarBySlug } from '@/features/cars/api/get-car-by-slug'
import { CarDetail } from './car-detail'
import { CarNotFound } from './car-not-found'
import './car-page.css'
import './car-print.css'

export function CarPage() {
  const { t } = useTranslation()
  const { slug = '' } = useParams()
  const { data: car, isPending, isError } = useCarBySlug(slug)

  if (isPending) {
    return (
      <p role="status" className="container car-page__status">
        {t('status.loading')}
      </p>
    )
  }
  // The specification shows 'not found' both for a missing car and for a failed request.
  if (isError || !car) return <CarNotFound />
  return <CarDetail car={car} />
}
