import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * On every in-app navigation: scroll smoothly to the top, or to the `#anchor` when the address
 * has one. The first render is left alone so the browser keeps its own restore-on-reload.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname + hash)

  useEffect(() => {
    if (previous.current === pathname + hash) return
    previous.current = pathname + hash

    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (anchor) anchor.scrollIntoView({ behavior })
    else window.scrollTo({ top: 0, behavior })
  }, [pathname, hash])

  return null
}
