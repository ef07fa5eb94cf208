import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadInbox } from '@/features/admin-leads/lead-inbox'

/** `/admin/richieste`: the visitors' requests. */
export default function LeadsPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('leads.title'))
  return (
    <>
      <AdminBar
        title={t('leads.title')}
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            {t('header.panelTitle')}
          </Link>
        }
      />
      <main className="admin-main">
        <SessionGate>
          <LeadInbox />
        </SessionGate>
      </main>
    </>
  )
}
