import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react'
import './tooltip.css'

// The specification's tooltip figures: open after 700 ms, or at once within 300 ms of closing;
// 4 px from the element it describes.
const openDelayMs = 700
const skipDelayMs = 300
const offsetPx = 4

type Side = 'top' | 'right'

function placement(trigger: DOMRect, side: Side): CSSProperties {
  if (side === 'right') {
    return { left: trigger.right + offsetPx, top: trigger.top + trigger.height / 2, transform: 'translateY(-50%)' }
  }
  return { left: trigger.left + trigger.width / 2, top: trigger.top - offsetPx, transform: 'translate(-50%, -100%)' }
}

/**
 * A text label that opens after a delay on hover or focus and closes on leave, blur, click or
 * Escape. Spread `triggerProps` on the focusable element it describes and render `tooltip`
 * next to it. Written here rather than taken from a library: the site has a single tooltip, and
 * a positioning engine would weigh more than the rest of the page's widgets together.
 */
export function useTooltip(content: ReactNode, side: Side = 'top') {
  const [style, setStyle] = useState<CSSProperties | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastClosedAt = useRef(0)
  const id = useId()
  const isOpen = style !== null

  const open = (event: SyntheticEvent<HTMLElement>) => {
    const trigger = event.currentTarget.getBoundingClientRect()
    clearTimeout(timer.current)
    const delay = Date.now() - lastClosedAt.current < skipDelayMs ? 0 : openDelayMs
    timer.current = setTimeout(() => setStyle(placement(trigger, side)), delay)
  }
  const close = () => {
    clearTimeout(timer.current)
    if (isOpen) lastClosedAt.current = Date.now()
    setStyle(null)
  }

  useEffect(() => {
    if (!isOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      lastClosedAt.current = Date.now()
      setStyle(null)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isOpen])

  useEffect(() => () => clearTimeout(timer.current), [])

  return {
    triggerProps: {
      'aria-describedby': isOpen ? id : undefined,
      onPointerEnter: open,
      onPointerLeave: close,
      onFocus: open,
      onBlur: close,
      onClick: close,
    },
    tooltip: style && (
      <span id={id} role="tooltip" className="tooltip" style={style}>
        {content}
      </span>
    ),
  }
}
