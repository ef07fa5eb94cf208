import type { ReactNode } from 'react'

/** A full-area message while the panel waits (access check, loading, redirect). */
export function StatusScreen({ text, busy = true, children }: { text: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="admin-status" role={busy ? 'status' : 'alert'}>
      {busy && <span className="admin-spinner" aria-hidden="true" />}
      <p>{text}</p>
      {children}
    </div>
  )
}
