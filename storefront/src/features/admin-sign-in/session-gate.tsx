import type { ReactNode } from 'react'
import { ApiError } from '@/lib/api-client'
import { useAdminCars } from '@/panel/api/get-admin-cars'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { buttonVariants } from '@/components/ui/button'

/**
 * Shows the panel only to a signed-in dealer. The car list doubles as the session check; once it
 * has loaded, a later failure no longer hides the page, so nothing typed disappears.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useAdminTranslation()
  const { data, error, refetch } = useAdminCars()

  if (data) return children
  if (!error) return <StatusScreen text={t('session.checking')} />
  if (error instanceof ApiError && error.status === 401) return <StatusScreen text={t('session.redirecting')} />
  return (
    <StatusScreen text={t('common.loadError')} busy={false}>
      <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => void refetch()}>
        {t('common.retry')}
      </button>
    </StatusScreen>
  )
}
