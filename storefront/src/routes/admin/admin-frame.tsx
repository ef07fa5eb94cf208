import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { Toaster } from '@/components/ui/toaster'
import { toast } from '@/components/ui/use-toast'
import { adminPaths } from '@/panel/admin-paths'
import { AdminClientProvider, createAdminClient } from '@/panel/api/admin-client'
import { createSessionExpiry } from '@/features/admin-sign-in/session-expiry'
import { StatusScreen } from '@/panel/components/status-screen'
import { sessionMarker } from '@/panel/session-marker'
import { createAdminT } from '@/panel/i18n/admin-t'
import { registerAdminTexts } from '@/panel/i18n/admin-texts'
import './admin.css'

/** What every panel screen shares: its texts, its API client with the 401 handling, the toasts. */
export default function AdminFrame() {
  const { i18n } = useTranslation()
  const [client] = useState(() => {
    registerAdminTexts(i18n)
    const onUnauthorized = createSessionExpiry({
      hadSession: () => {
        const signedIn = sessionMarker.isSet()
        sessionMarker.clear()
        return signedIn
      },
      notify: () => {
        const t = createAdminT(i18n)
        toast({
          title: t('session.expiredTitle'),
          description: t('session.expiredDescription'),
          variant: 'destructive',
        })
      },
      redirect: () => window.location.assign(adminPaths.login),
    })
    return createAdminClient({ onUnauthorized })
  })

  return (
    <AdminClientProvider client={client}>
      <div className="admin">
        <Suspense fallback={<StatusScreen text={createAdminT(i18n)('common.loading')} />}>
          <Outlet />
        </Suspense>
      </div>
      {/* At the bottom on a phone too: 'Annulla' within the thumb's reach, the top bar left free. */}
      <Toaster />
    </AdminClientProvider>
  )
}
