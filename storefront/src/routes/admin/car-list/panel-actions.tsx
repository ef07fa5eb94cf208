import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { LogoutButton } from '@/features/admin-sign-in/logout-button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadsLink } from '@/features/admin-leads/leads-link'
import { channelPaths } from '@/features/admin-channels/channel-paths'
import { importPaths } from '@/features/admin-imports/import-paths'
import { useStaffMay } from '@/panel/api/use-staff-may'
import { searchDemandPath } from '@/features/admin-search-demand/search-demand-path'
import '@/features/admin-car-list/admin-cars.css'

/** 'Nuova Auto', in view on every screen size (on a phone it floats where the thumb is). */
export function NewCarLink() {
  const { t } = useAdminTranslation()
  return (
    <Link className={`${buttonVariants({ variant: 'primary', size: 'sm' })} admin-new-car`} to={adminPaths.newCar}>
      {t('header.newCar')}
    </Link>
  )
}

/** The list's other header buttons: the public site, the requests, the photo library, the trash, the settings, sign out. */
export function PanelActions() {
  const { t } = useAdminTranslation()
  const light = buttonVariants({ variant: 'light', size: 'sm' })
  // A salesperson sees no owner-only screen (the server refuses them anyway).
  const ownsSettings = useStaffMay('settings.write')
  const ownsChannels = useStaffMay('channels.manage')
  const ownsUsers = useStaffMay('users.manage')
  const readsAuditLog = useStaffMay('audit.read')

  return (
    <>
      <Link className={light} to={adminPaths.site}>
        {t('header.viewSite')}
      </Link>
      <LeadsLink />
      <Link className={light} to={adminPaths.media}>
        {t('header.media')}
      </Link>
      <Link className={light} to={importPaths.start}>
        {t('imports.menu')}
      </Link>
      <Link className={light} to={searchDemandPath}>
        {t('searchDemand.navLink')}
      </Link>
      <Link className={light} to={adminPaths.trash}>
        {t('header.trash')}
      </Link>
      {ownsSettings && (
        <Link className={light} to={adminPaths.settings}>
          {t('header.settings')}
        </Link>
      )}
      {ownsChannels && (
        <Link className={light} to={channelPaths.page}>
          {t('channels.navLink')}
        </Link>
      )}
      {ownsUsers && (
        <Link className={light} to={adminPaths.users}>
          {t('users.navLink')}
        </Link>
      )}
      {readsAuditLog && (
        <Link className={light} to={adminPaths.auditLog}>
          {t('auditLog.navLink')}
        </Link>
      )}
      <Link className={light} to={adminPaths.account}>
        {t('account.navLink')}
      </Link>
      <LogoutButton />
    </>
  )
}
