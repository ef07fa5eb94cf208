import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { PageHead } from '../../components/seo/page-head'
import { buttonVariants } from '../../components/ui/button'
import { paths } from '../../config/paths'
import './leads.css'

/** Where every request form leads once it is stored: with or without the page's script. */
export function LeadSentPage() {
  const { t } = useTranslation('leads')
  const type = new URLSearchParams(useLocation().search).get('tipo')
  return (
    <>
      <PageHead title={t('sent.metaTitle')} description={t('sent.body')} canonicalPath={null} />
      <header className="page-header">
        <div className="container">
          <h1 className="page-header__title">{t('sent.title')}</h1>
          <p className="page-header__subtitle">{t('sent.body')}</p>
        </div>
      </header>
      <div className="container section">
        {type === 'test-drive' && <p>{t('sent.testDrive')}</p>}
        <p className="lead-sent__actions">
          <Link className={buttonVariants({ variant: 'primary' })} to={paths.home}>
            {t('sent.back')}
          </Link>{' '}
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.inventory}>
            {t('sent.inventory')}
          </Link>
        </p>
      </div>
    </>
  )
}
