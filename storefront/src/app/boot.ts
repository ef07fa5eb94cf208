/**
 * The first script a page loads, and a small one. The server's HTML is the whole page, readable and
 * usable (links, forms) before any script runs, so the app's code waits for a visitor to be there:
 * the first sign of one (a touch, the mouse moving, the wheel, a key, a focus) starts it. A visitor
 * who only reads the page pays nothing for the app; one who reaches for it finds it starting while
 * the finger or the mouse is on the way, and what they tapped or typed meanwhile is repeated to the
 * app once it runs (`early-taps.ts`, `replay-early-input.ts`).
 *
 * The app starts by itself, once the page has loaded, where the page has to show what only this
 * browser knows (the favourites, the cars to compare, analytics the visitor allowed) or is the
 * panel's, which is the app.
 *
 * The site's styles are imported here, with the page's first script, so that the build puts them
 * inside the HTML (see `public-styles.ts`).
 */
import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/controls.css'
import './public-styles'
import { startNotingTaps } from './early-taps'
import { needsAppAtOnce } from './start-at-once'

startNotingTaps()

const signsOfAVisitor = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const

let started = false

function start(): void {
  if (started) return
  started = true
  window.removeEventListener('load', startAfterNextPaint)
  for (const type of signsOfAVisitor) window.removeEventListener(type, start, true)
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

for (const type of signsOfAVisitor) window.addEventListener(type, start, { capture: true, passive: true })
if (needsAppAtOnce(window.location.pathname)) {
  if (document.readyState === 'complete') startAfterNextPaint()
  else window.addEventListener('load', startAfterNextPaint)
}
