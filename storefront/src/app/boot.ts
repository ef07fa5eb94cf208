/**
 * The first script a page loads, and a small one. The server's HTML is the whole page, readable and
 * usable (links, forms) before any script runs, so the app's code waits until the page's own
 * content (its text, styles and first photos) has loaded: on a phone's slow connection the scripts
 * would otherwise share the bandwidth with the photo a visitor is waiting for. A visitor who starts
 * using the page earlier (a tap, a key, a focus) starts the app at once.
 *
 * The site's styles are imported here, with the page's first script, so that the build puts them
 * inside the HTML (see `public-styles.ts`).
 */
import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/controls.css'
import './public-styles'
import { startNotingTaps } from './early-taps'

startNotingTaps()

const interactions = ['pointerdown', 'keydown', 'focusin'] as const

let started = false

function start(): void {
  if (started) return
  started = true
  window.removeEventListener('load', startAfterNextPaint)
  for (const type of interactions) window.removeEventListener(type, start, true)
  void import('./entry-client')
}

/**
 * After the load event, once the browser has drawn what loaded (a photo is decoded apart from its
 * download). A tab in the background draws nothing: the timer starts the app there.
 */
function startAfterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(start, 0))
  setTimeout(start, 250)
}

if (document.readyState === 'complete') {
  startAfterNextPaint()
} else {
  window.addEventListener('load', startAfterNextPaint)
  for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true })
}
