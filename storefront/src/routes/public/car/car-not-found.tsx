import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { HttpStatus } from '../../../components/seo/http-status'
import { PageHead } from '../../../components/seo/page-head'
import { buttonVariants } from '../../../components/ui/button'
import { paths } from '../../../config/paths'

/** A car that is not (or no longer) in the catalogue: HTTP 404, and the way home. */
export function CarNotFound() {
  const { t } = useTranslation('carDetail')

  return (
    <section className="car-not-found container" aria-labelledby="car-not-found-title">
      <PageHead title={t('meta.notFoundTitle')} description={t('meta.notFoundDescription')} />
      <HttpStatus code={404} />
      <h1 id="car-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={buttonVariants()} to={paths.home}>
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}
