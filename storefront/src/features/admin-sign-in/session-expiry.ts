/** The specification's pause between the session-expired message and the login page. */
export const sessionExpiredRedirectMs = 1000

export interface SessionExpiryOptions {
  /** shows the session-expired message */
  notify: () => void
  /** leaves for the login page */
  redirect: () => void
  delayMs?: number
}

/**
 * The handler for a 401 in the panel: says the session expired, then leaves for the login page.
 * Several calls failing together give one message and one redirect.
 */
export function createSessionExpiry({ notify, redirect, delayMs = sessionExpiredRedirectMs }: SessionExpiryOptions) {
  let redirecting = false
  return () => {
    if (redirecting) return
    redirecting = true
    notify()
    setTimeout(redirect, delayMs)
  }
}
