/**
 * Taps on the page's buttons that only the app drives ('Filtri', the menu, the gallery's arrows),
 * made before the app has taken over the server's HTML: the plain page does nothing with them,
 * so they are noted here, from the page's first script on, and the app repeats them once it runs
 * (`replay-early-input.ts`). Links and a form's own buttons are left alone: the browser follows
 * and submits them as it does without JavaScript.
 */

const taps: HTMLElement[] = []

/** A button with nothing the browser would do with a tap on it. */
function appDrivenButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null
  if (!button || button.disabled) return null
  return button.type === 'button' || !button.form ? button : null
}

function noteTap(event: MouseEvent): void {
  const button = appDrivenButton(event.target)
  if (button) taps.push(button)
}

export function startNotingTaps(): void {
  document.addEventListener('click', noteTap, true)
}

/** The taps so far, in order; from now on React hears them itself. */
export function takeEarlyTaps(): HTMLElement[] {
  document.removeEventListener('click', noteTap, true)
  return taps.splice(0)
}
