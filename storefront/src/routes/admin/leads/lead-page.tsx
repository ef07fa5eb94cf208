import { Link, useParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadDetail } from '@/features/admin-leads/lead-detail'
import { leadPaths } from '@/features/admin-leads/lead-paths'

/** `/admin/richieste/:id`: one request. */
export default function LeadPage() {
  const { t } = useAdminTranslation()
  const id = Number(useParams().id)
  useDocumentTitle(t('leads.title'))
  return (
    <>
      <AdminBar
        title={t('leads.title')}
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={leadPaths.inbox}>
            {t('leads.back')}
          </Link>
        }
      />
      <main className="admin-main">
        <SessionGate>
          {Number.isInteger(id) && id > 0 ? <LeadDetail id={id} /> : <p role="alert">{t('common.loadError')}</p>}
        </SessionGate>
      </main>
    </>
  )
}
