/**
 * Whether this browser has signed in to the panel since it last signed out: the session cookie
 * itself is out of the script's reach. It tells an expired session from a visit that never had one.
 */
const key = 'autosalone.admin.signed-in'

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export const sessionMarker = {
  set: () => storage()?.setItem(key, '1'),
  clear: () => storage()?.removeItem(key),
  isSet: () => storage()?.getItem(key) === '1',
}
