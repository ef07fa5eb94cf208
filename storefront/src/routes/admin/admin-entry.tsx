import { Suspense, type ComponentType } from 'react'
import { AdminShell } from './admin-shell'
import { useIsClient } from '@/lib/use-is-client'

/** Renders the lazily loaded panel frame in the browser, the bare shell on the server. */
export function AdminEntry({ frame: Frame }: { frame: ComponentType }) {
  const isClient = useIsClient()
  if (!isClient) return <AdminShell />
  return (
    <Suspense fallback={<AdminShell />}>
      <Frame />
    </Suspense>
  )
}
