import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** A car that is not (or no longer) in the catalogue, and the way home; the route's loader answers 404. */
export function CarNotFound() {
  const { t } = useTranslation('carDetail')

  return (
    <section className="car-not-found container" aria-labelledby="car-not-found-title">
      <h1 id="car-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={buttonVariants()} to={paths.home}>
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}
