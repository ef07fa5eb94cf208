import { useRef, type PointerEvent } from 'react'

// The distance a finger must travel sideways before it counts as a swipe.
const swipeThresholdPx = 50

/**
 * Pointer handlers that call `onSwipe(-1)` for a swipe to the left (next) and `onSwipe(1)` to the
 * right (previous). `wasSwipe()` lets a click handler ignore the click that ends a swipe.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)

  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = { x: event.clientX, y: event.clientY }
        swiped.current = false
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current
        start.current = null
        if (!from) return
        const dx = event.clientX - from.x
        const dy = event.clientY - from.y
        if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return
        swiped.current = true
        onSwipe(dx < 0 ? -1 : 1)
      },
      onPointerCancel: () => {
        start.current = null
      },
    },
    wasSwipe: () => swiped.current,
  }
}
