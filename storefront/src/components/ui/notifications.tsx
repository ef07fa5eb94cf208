import { lazy, Suspense } from 'react'
import { useToasts } from './use-toast'

// Toasts are rare on public pages: their code loads with the first one and then stays.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

export function Notifications() {
  const hasToasts = useToasts().length > 0
  if (!hasToasts) return null
  return (
    <Suspense fallback={null}>
      {/* On a phone a toast at the bottom would lie over the form the visitor is filling in. */}
      <Toaster placement="top-on-phone" />
    </Suspense>
  )
}
