import { useNavigate } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { adminPaths } from '@/panel/admin-paths'
import { useLogout } from './api/logout'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** Ends the session and returns to the login page; a failed call is only logged, as the specification says. */
export function LogoutButton() {
  const { t } = useAdminTranslation()
  const navigate = useNavigate()
  const logout = useLogout()

  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'light', size: 'sm' })}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onError: (error) => console.error(error),
          onSettled: () => {
            toast({ title: t('header.logoutTitle'), description: t('header.logoutDescription') })
            // Not awaited: a navigation's failure reaches the route's error screen, not this handler.
            void navigate(adminPaths.login)
          },
        })
      }
    >
      {t('header.logout')}
    </button>
  )
}
