import { useTranslation } from 'react-i18next'
import { Link, useLocation, type RouteObject } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'
import './leads.css'

/** Where every request form leads once it is stored: with or without the page's script. */
export function LeadSentPage() {
  const { t } = useTranslation('leads')
  const type = new URLSearchParams(useLocation().search).get('tipo')
  return (
    <>
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

// A confirmation has no address of its own worth indexing: no canonical path.
const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'leads')
    return { title: t('sent.metaTitle'), description: t('sent.body'), canonicalPath: null }
  },
}

export const leadSentRoute: RouteObject = { path: '/richiesta-inviata', element: <LeadSentPage />, handle }
