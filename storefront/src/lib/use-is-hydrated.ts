import { startTransition, useEffect, useState } from 'react'

let pageHydrated = false

/** Called once React has taken over the server's HTML: components mounted from then on start as the app. */
export function markPageHydrated(): void {
  pageHydrated = true
}

/** Whether a component mounting now mounts into the running app rather than onto the server's HTML. */
export function isPageHydrated(): boolean {
  return pageHydrated
}

/**
 * False on the server and while hydrating; true once the app runs, at once for a component mounted
 * after hydration. The change after hydration is a transition, redrawn in small steps between
 * which the browser answers the visitor: a `useSyncExternalStore` whose server snapshot differs
 * redraws its component synchronously, in the same long task as every effect of the page.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
