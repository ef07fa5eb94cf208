import { SessionGate } from '@/features/admin/auth/session-gate'
import { AdminCarList } from '@/features/admin/cars/admin-car-list'
import { PanelActions } from '@/features/admin/cars/panel-actions'
import { AdminBar } from '@/features/admin/components/admin-bar'
import { useDocumentTitle } from '@/features/admin/components/use-document-title'
import { DraftsNotice } from '@/features/admin/drafts/drafts-notice'
import { useAdminTranslation } from '@/features/admin/i18n/use-admin-translation'

/** `/admin`: 'Pannello Amministrazione', the drafts left on this device and every car. */
export default function CarListPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('meta.panel'))

  return (
    <>
      <AdminBar title={t('header.panelTitle')} actions={<PanelActions />} />
      <main className="admin-main">
        <SessionGate>
          <DraftsNotice />
          <AdminCarList />
        </SessionGate>
      </main>
    </>
  )
}
