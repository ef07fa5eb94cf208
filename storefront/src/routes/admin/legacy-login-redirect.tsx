import { Navigate } from 'react-router-dom'
import { adminPaths } from '../../features/admin/admin-paths'
import { useServerResponse } from '../../lib/server-response'
import { useIsClient } from './use-is-client'

/** `/admin/login`, the other reading's login address: a 302 on the server, a replace in the browser. */
export function LegacyLoginRedirect() {
  useServerResponse()?.redirect(adminPaths.login)
  const isClient = useIsClient()
  return isClient ? <Navigate to={adminPaths.login} replace /> : null
}
