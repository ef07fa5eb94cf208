import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadInbox } from '@/features/admin-leads/lead-inbox'
import { PanelPage } from '../panel-page'

/** `/admin/richieste`: the visitors' requests. */
export default function LeadsPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('leads.title')} back={{ to: adminPaths.list, label: t('header.panelTitle') }}>
      <LeadInbox />
    </PanelPage>
  )
}
