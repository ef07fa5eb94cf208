/**
 * What the visitor typed, chose and ticked on the server's page before the app ran becomes the
 * app's own state once it has hydrated, as if it were done then: hydration keeps the page's
 * values on screen but the components start from their own (a chosen day, the finance figures,
 * a filter), so the first re-render would put theirs back and what the visitor did would never
 * reach the app. Each control whose value differs from the one the server wrote is told to the
 * app with the event React listens to for it, one after the other, each navigation it starts
 * (a filter, a sort) finished before the next, then the early taps (`early-taps.ts`) the same way.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface ChangedControl {
  control: Control
  /** the text or choice the visitor left in it */
  value: string
  /** for boxes and radio buttons: ticked or not */
  checked?: boolean
}

/** The option a select shows when nobody has touched it: the server's `selected`, or the first. */
function defaultChoice(select: HTMLSelectElement): string {
  const options = [...select.options]
  const chosen = options.findLast((option) => option.defaultSelected) ?? options.find((option) => !option.disabled)
  return chosen?.value ?? ''
}

function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
}

/** Values nobody types into: the server's own hidden fields, buttons, and files (which cannot be set). */
const untypedInputs = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image'])

/**
 * The page's controls the visitor has changed, read before hydration begins. A radio button the
 * visitor moved away from is left out: choosing its neighbour says it all.
 */
export function changedControls(root: ParentNode): ChangedControl[] {
  const changed: ChangedControl[] = []
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control instanceof HTMLSelectElement) {
      if (!control.multiple && control.value !== defaultChoice(control)) changed.push({ control, value: control.value })
    } else if (isCheckable(control)) {
      const untickedRadio = control.type === 'radio' && !control.checked
      if (control.checked !== control.defaultChecked && !untickedRadio)
        changed.push({ control, value: control.value, checked: control.checked })
    } else if (!(control instanceof HTMLInputElement && untypedInputs.has(control.type))) {
      if (control.value !== control.defaultValue) changed.push({ control, value: control.value })
    }
  }
  return changed
}

/**
 * Sets a property through the element's own setter, then the browser's: React keeps the last
 * value it saw on the element itself and calls `onChange` only when the element's differs, and
 * since it saw the visitor's value while hydrating it must first be told another one.
 */
function setAsNew(
  control: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  next: string | boolean,
) {
  const prototype = Object.getPrototypeOf(control) as object
  if (property === 'checked') (control as HTMLInputElement).checked = !next
  else control.value = next === '' ? ' ' : ''
  Reflect.set(prototype, property, next, control)
}

/** The event React turns into the control's `onChange`. */
function tellApp({ control, value, checked }: ChangedControl): void {
  if (!control.isConnected || control.disabled) return
  if (control instanceof HTMLSelectElement) {
    control.value = value
    control.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (isCheckable(control)) {
    setAsNew(control, 'checked', checked === true)
    control.dispatchEvent(new Event('click', { bubbles: true }))
  } else {
    setAsNew(control, 'value', value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** Resolves once what the last event started (a navigation and its loaders) is over. */
export type Settled = () => Promise<void>

export async function replayEarlyInput(changed: ChangedControl[], taps: HTMLElement[], settled: Settled) {
  for (const entry of changed) {
    tellApp(entry)
    await settled()
  }
  for (const button of taps) {
    if (!button.isConnected) continue
    button.click()
    await settled()
  }
}
