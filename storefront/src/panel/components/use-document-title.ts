import { useEffect } from 'react'

/** The panel renders in the browser only, so its pages set the tab title directly. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
  }, [title])
}
