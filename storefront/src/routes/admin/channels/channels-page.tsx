import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { OwnerGate } from '@/panel/components/owner-gate'
import { ChannelsScreen } from '@/features/admin-channels/channels-screen'
import { PanelPage } from '../panel-page'

/** `/admin/canali`: Google vehicle ads and Meta, their feeds and the cars they leave out; the export. */
export default function ChannelsPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('channels.title')} back={{ to: adminPaths.list, label: t('header.panelTitle') }}>
      <OwnerGate action="channels.manage">
        <ChannelsScreen />
      </OwnerGate>
    </PanelPage>
  )
}
