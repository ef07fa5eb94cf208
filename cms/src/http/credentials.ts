import type { IncomingMessage } from 'node:http'

import { parsedRequest } from './parsedRequest'

/** Anything that looks like a session (see `ParsedRequest.mayCarrySession`); whether it is valid is for Payload to say. */
export function carriesCredentials(req: IncomingMessage): boolean {
  return parsedRequest(req).mayCarrySession
}
