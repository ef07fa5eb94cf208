import { useTranslation } from 'react-i18next'
import { Link, useLocation, type RouteObject } from 'react-router-dom'
import { LEAD_SENT_PATH, PHOTOS_NOT_KEPT } from '@autosalone/domain/leads/lead-answer'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { RouteHandle } from '@/lib/document-head'
import './leads.css'

/** Where every request form leads once it is stored: with or without the page's script. */
export function LeadSentPage() {
  const { t } = useTranslation('leads')
  const query = new URLSearchParams(useLocation().search)
  const type = query.get('tipo')
  // The request was stored, its photos were not (the space for visitors' photos was full).
  const photosNotKept = query.get('foto') === PHOTOS_NOT_KEPT
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
        {photosNotKept && (
          <p className="lead-form__summary" role="status">
            {t('sent.photosNotKept')}
          </p>
        )}
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

export const leadSentRoute: RouteObject = { path: LEAD_SENT_PATH, element: <LeadSentPage />, handle }
