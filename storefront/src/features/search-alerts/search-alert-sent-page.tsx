import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** Where the 'Avvisami' form leads: the alert waits for the link in the confirmation e-mail. */
export function SearchAlertSentPage() {
  const { t } = useTranslation('searchAlerts')
  return (
    <>
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('sent.title')}</h1>
          <p className="page-header__subtitle">{t('sent.body')}</p>
        </div>
      </header>
      <div className="container section">
        <p>{t('sent.notConfirmed')}</p>
        <p>
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.inventory}>
            {t('sent.inventory')}
          </Link>
        </p>
      </div>
    </>
  )
}
