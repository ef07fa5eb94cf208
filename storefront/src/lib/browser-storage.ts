/**
 * This browser's `localStorage`, or `null` on the server and where the browser's settings block
 * it (reading the property then throws): whatever is kept there is then kept nowhere.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
