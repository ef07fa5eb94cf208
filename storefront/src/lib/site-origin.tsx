import { createContext, useContext, type ReactNode } from 'react'

// The public origin (`https://www.example.it`): the server knows it from its settings, the
// browser from its address bar. Absolute links in structured data and messages need it.
const SiteOriginContext = createContext<string | null>(null)

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>
}

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext)
  if (!origin) throw new Error('useSiteOrigin must be used within a SiteOriginProvider')
  return origin
}
