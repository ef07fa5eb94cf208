import { useParams } from 'react-router-dom'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadDetail } from '@/features/admin-leads/lead-detail'
import { leadPaths } from '@/features/admin-leads/lead-paths'
import { PanelPage } from '../panel-page'

/** `/admin/richieste/:id`: one request. */
export default function LeadPage() {
  const { t } = useAdminTranslation()
  const id = Number(useParams().id)
  return (
    <PanelPage title={t('leads.title')} back={{ to: leadPaths.inbox, label: t('leads.back') }}>
      {Number.isInteger(id) && id > 0 ? <LeadDetail id={id} /> : <p role="alert">{t('common.loadError')}</p>}
    </PanelPage>
  )
}
