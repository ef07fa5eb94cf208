/** The specification's pause between the session-expired message and the login page. */
export const sessionExpiredRedirectMs = 1000

export interface SessionExpiryOptions {
  /** whether this browser had signed in: a visit that never did is sent to the login page without the message */
  hadSession?: () => boolean
  /** shows the session-expired message */
  notify: () => void
  /** leaves for the login page */
  redirect: () => void
  delayMs?: number
}

/**
 * The handler for a 401 in the panel: says the session expired, then leaves for the login page;
 * a browser that never signed in goes there at once, without being told of an expiry. Several
 * calls failing together give one message and one redirect.
 */
export function createSessionExpiry({
  hadSession = () => true,
  notify,
  redirect,
  delayMs = sessionExpiredRedirectMs,
}: SessionExpiryOptions) {
  let redirecting = false
  return () => {
    if (redirecting) return
    redirecting = true
    if (!hadSession()) {
      redirect()
      return
    }
    notify()
    setTimeout(redirect, delayMs)
  }
}
