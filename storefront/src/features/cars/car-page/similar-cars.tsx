import { useTranslation } from 'react-i18next'
import { useSimilarCars } from '@/features/cars/api/get-similar-cars'
import { CarGrid } from '@/features/cars/components/car-grid'
import type { Car } from '@/features/cars/types'

/** On a sold car's page: available cars of the same category or make, if there are any. */
export function SimilarCars({ car }: { car: Car }) {
  const { t } = useTranslation('carDetail')
  const { data } = useSimilarCars(car)
  const cars = data?.docs ?? []
  if (cars.length === 0) return null

  return (
    <section className="car-similar" aria-labelledby="car-similar-title">
      <h2 id="car-similar-title" className="car-detail__heading">
        {t('sold.similar')}
      </h2>
      <CarGrid cars={cars} eagerCount={0} />
    </section>
  )
}
