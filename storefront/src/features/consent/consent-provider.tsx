import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

interface ConsentPreferencesControl {
  isPreferencesOpen: boolean
  openPreferences: () => void
  closePreferences: () => void
}

const ConsentPreferencesContext = createContext<ConsentPreferencesControl | null>(null)

/** Lets any page (the cookie policy, the banner) open the cookie preferences. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [isPreferencesOpen, setIsPreferencesOpen] = useState(false)
  const control = useMemo(
    () => ({
      isPreferencesOpen,
      openPreferences: () => setIsPreferencesOpen(true),
      closePreferences: () => setIsPreferencesOpen(false),
    }),
    [isPreferencesOpen],
  )
  return <ConsentPreferencesContext.Provider value={control}>{children}</ConsentPreferencesContext.Provider>
}

export function useConsentPreferences(): ConsentPreferencesControl {
  const control = useContext(ConsentPreferencesContext)
  if (!control) throw new Error('useConsentPreferences must be used within a ConsentProvider')
  return control
}
