import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import './not-found.css'

export function NotFoundPage() {
  const { t } = useTranslation('notFound')

  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('hint')}</p>
      <div className="not-found__actions">
        <Link className={buttonVariants()} to={paths.home}>
          {t('backHome')}
        </Link>
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.inventory}>
          {t('inventory')}
        </Link>
      </div>
    </section>
  )
}
