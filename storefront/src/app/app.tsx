import { useEffect } from 'react'
import { markPageHydrated } from '@/lib/use-is-hydrated'
import { AppProviders, type AppProvidersProps } from './providers'

/**
 * Marks the document once React has taken over the server's HTML, so that styles and browser
 * automation can tell a page that answers to the pointer from one that is still only markup.
 */
function useHydratedMarker() {
  useEffect(() => {
    markPageHydrated()
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

/** The storefront around its router, which differs between server (static) and browser. */
export function App(props: AppProvidersProps) {
  useHydratedMarker()
  return <AppProviders {...props} />
}
