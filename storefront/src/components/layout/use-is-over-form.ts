import { useEffect, useState, type RefObject } from 'react'
import { whenIdle } from '@/lib/when-idle'

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

// What a visitor reads and taps in a form, and the page's title (a car's name); the rest may pass under a button.
const formParts = 'form :is(label, input, select, textarea, button), h1'

/**
 * Whether a form's labels or fields lie under `ref`, a button floating over the content: there
 * the button steps aside, while other content just scrolls past it.
 */
export function useIsOverForm(ref: RefObject<HTMLElement | null>): boolean {
  const [isOver, setIsOver] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const element = ref.current
        if (!element) return
        const box = element.getBoundingClientRect()
        const parts = [...document.querySelectorAll(formParts)].map((part) => part.getBoundingClientRect())
        setIsOver(parts.some((part) => part.width > 0 && part.height > 0 && overlaps(part, box)))
      })
    }
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    // A panel opening or a new page moves the fields without a scroll.
    const pageResize = new ResizeObserver(update)
    // The first look (the box of every field on the page) waits until the browser is idle rather
    // than lengthening the app's start; the button stands where the page drew it until then.
    const cancelFirstLook = whenIdle(() => pageResize.observe(document.body))
    return () => {
      cancelFirstLook()
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      pageResize.disconnect()
    }
  }, [ref])

  return isOver
}
