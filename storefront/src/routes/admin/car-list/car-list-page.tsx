import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminCarList } from '@/features/admin-car-list/admin-car-list'
import { NewCarLink, PanelActions } from './panel-actions'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { DraftsNotice } from '@/features/admin-car-editor/drafts/drafts-notice'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin`: 'Pannello Amministrazione', the drafts left on this device and every car. */
export default function CarListPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('meta.panel'))

  return (
    <>
      <AdminBar title={t('header.panelTitle')} actions={<NewCarLink />} menu={<PanelActions />} />
      <main className="admin-main">
        <SessionGate>
          <DraftsNotice />
          <AdminCarList />
        </SessionGate>
      </main>
    </>
  )
}
