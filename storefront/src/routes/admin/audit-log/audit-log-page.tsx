import { adminPaths } from '@/panel/admin-paths'
import { AuditLogView } from '@/features/admin-audit-log/audit-log-view'
import { OwnerGate } from '@/panel/components/owner-gate'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PanelPage } from '../panel-page'

/** `/admin/registro-attivita`: the owner's audit log. */
export default function AuditLogPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('auditLog.title')} back={{ to: adminPaths.list, label: t('header.panelTitle') }}>
      <OwnerGate action="audit.read">
        <AuditLogView />
      </OwnerGate>
    </PanelPage>
  )
}
