import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

interface ConsentPreferencesControl {
  isPreferencesOpen: boolean
  openPreferences: () => void
  closePreferences: () => void
}

const ConsentPreferencesContext = createContext<ConsentPreferencesControl | null>(null)

/** Lets any page (the cookie policy, the banner) open the cookie preferences. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [isPreferencesOpen, setIsPreferencesOpen] = useState(false)
  // The dialog opens from different places; closing it gives focus back to where the visitor was.
  const opener = useRef<HTMLElement | null>(null)
  const control = useMemo(
    () => ({
      isPreferencesOpen,
      openPreferences: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setIsPreferencesOpen(true)
      },
      closePreferences: () => {
        setIsPreferencesOpen(false)
        const previous = opener.current
        requestAnimationFrame(() => {
          if (previous?.isConnected) previous.focus()
        })
      },
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
