import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { LogoutButton } from '@/features/admin-sign-in/logout-button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadsLink } from '@/features/admin-leads/leads-link'
import '@/features/admin-car-list/admin-cars.css'

/** The list's header buttons: the public site, the requests, the photo library, the trash, a new car, sign out. */
export function PanelActions() {
  const { t } = useAdminTranslation()
  const light = buttonVariants({ variant: 'light', size: 'sm' })

  return (
    <>
      <Link className={light} to={adminPaths.site}>
        {t('header.viewSite')}
      </Link>
      <LeadsLink />
      <Link className={light} to={adminPaths.media}>
        {t('header.media')}
      </Link>
      <Link className={light} to={adminPaths.trash}>
        {t('header.trash')}
      </Link>
      <Link className={`${buttonVariants({ variant: 'primary', size: 'sm' })} admin-new-car`} to={adminPaths.newCar}>
        {t('header.newCar')}
      </Link>
      <LogoutButton />
    </>
  )
}
