import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AuditLogView } from '@/features/admin-audit-log/audit-log-view'
import { OwnerGate } from '@/panel/components/owner-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin/registro-attivita`: the owner's audit log. */
export default function AuditLogPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('auditLog.title'))
  return (
    <>
      <AdminBar
        title={t('auditLog.title')}
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            {t('header.panelTitle')}
          </Link>
        }
      />
      <main className="admin-main">
        <SessionGate>
          <OwnerGate action="audit.read">
            <AuditLogView />
          </OwnerGate>
        </SessionGate>
      </main>
    </>
  )
}
