import { useTranslation } from 'react-i18next'
import type { CarCardWithBrand } from '@/features/cars/api/get-cards-by-slugs'
import { useSimilarCars } from '@/features/cars/api/get-similar-cars'
import { CarGrid } from '@/features/cars/components/car-grid'

/** How many sold favourites offer similar cars: a few lookups per page, however long the list. */
const soldOffersCount = 3

/** The sold cars of a list that offer similar ones, the first few. */
export function soldWithSimilar(cars: CarCardWithBrand[]): CarCardWithBrand[] {
  return cars.filter((car) => car.status === 'venduta').slice(0, soldOffersCount)
}

/** Under the list: each sold favourite's similar available cars, as its own page offers them. */
export function SoldFavourites({ cars }: { cars: CarCardWithBrand[] }) {
  return soldWithSimilar(cars).map((car) => <SoldFavourite key={car.id} car={car} />)
}

function SoldFavourite({ car }: { car: CarCardWithBrand }) {
  const { t } = useTranslation('favouritesPage')
  const { data } = useSimilarCars(car)
  const similar = data?.docs ?? []
  if (similar.length === 0) return null

  return (
    <section className="favourites-sold" aria-labelledby={`favourites-sold-${car.id}`}>
      <h2 id={`favourites-sold-${car.id}`}>{t('sold.title', { name: car.name })}</h2>
      <p>{t('sold.similar')}</p>
      <CarGrid cars={similar} eagerCount={0} />
    </section>
  )
}
