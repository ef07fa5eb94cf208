import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { OwnerGate } from '@/panel/components/owner-gate'
import { ChannelsScreen } from '@/features/admin-channels/channels-screen'

/** `/admin/canali`: Google vehicle ads and Meta, their feeds and the cars they leave out; the export. */
export default function ChannelsPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('channels.title'))
  return (
    <>
      <AdminBar
        title={t('channels.title')}
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            {t('header.panelTitle')}
          </Link>
        }
      />
      <main className="admin-main">
        <SessionGate>
          <OwnerGate action="channels.manage">
            <ChannelsScreen />
          </OwnerGate>
        </SessionGate>
      </main>
    </>
  )
}
