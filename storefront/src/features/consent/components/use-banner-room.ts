import { useEffect, useState, type RefObject } from 'react'

/** A field of a form the visitor is filling in (a search box or a request), where the banner must not appear. */
function isFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('form') !== null && target.matches('input, select, textarea')
}

/**
 * Whether the banner may show now: not while the visitor is in a form's field (it would lie over
 * what they are typing; it comes back when they leave the form). While it shows, a focused
 * element it would cover is scrolled above it, so a keyboard never works under the banner.
 */
export function useBannerRoom(banner: RefObject<HTMLElement | null>): boolean {
  const [isFilling, setIsFilling] = useState(
    () => typeof document !== 'undefined' && isFormField(document.activeElement),
  )

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      setIsFilling(isFormField(event.target))
      const box = banner.current?.getBoundingClientRect()
      if (!box || !(event.target instanceof HTMLElement) || banner.current?.contains(event.target)) return
      const focused = event.target.getBoundingClientRect()
      if (focused.bottom > box.top) window.scrollBy({ top: focused.bottom - box.top + 16 })
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [banner])

  return !isFilling
}
