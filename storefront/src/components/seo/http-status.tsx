import { useServerResponse } from '../../lib/server-response'

/** Sets the HTTP status of the server-rendered response; nothing to do in the browser. */
export function HttpStatus({ code }: { code: number }) {
  useServerResponse()?.setStatus(code)
  return null
}
