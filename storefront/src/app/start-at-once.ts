import { browserStorage } from '@/lib/browser-storage'
import { readConsent } from '@/lib/consent-storage'
import { storedListKeys } from '@/lib/stored-list-keys'
import { isPanelPath } from '@/config/panel-path'

/**
 * Whether the page cannot wait for the visitor to start the app (`boot.ts`): the panel, or a public
 * page that shows what this browser keeps and the server cannot see (a favourite's heart and the
 * header's count, the compare tray, the analytics the visitor allowed).
 */
export function needsAppAtOnce(pathname: string): boolean {
  if (isPanelPath(pathname)) return true
  const store = browserStorage()
  if (!store) return false
  const keptList = Object.values(storedListKeys).some((key) => {
    const text = store.getItem(key)
    return text !== null && text !== '[]'
  })
  return keptList || readConsent(store)?.analytics === true
}
