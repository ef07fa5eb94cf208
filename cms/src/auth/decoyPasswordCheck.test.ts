import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

import { hashLikePayload } from './decoyPasswordCheck'

type Authenticate = (args: { doc: { hash: string; salt: string }; password: string }) => Promise<unknown>

/** Payload's own password check, which its package exports do not expose. */
async function payloadAuthenticate(): Promise<Authenticate> {
  const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'))
  const file = path.join(payloadDist, 'auth', 'strategies', 'local', 'authenticate.js')
  const module = (await import(pathToFileURL(file).href)) as { authenticateLocalStrategy: Authenticate }
  return module.authenticateLocalStrategy
}

describe('the decoy password check', () => {
  it("costs what Payload's check of a stored password costs: the same algorithm, iterations and length", async () => {
    const authenticate = await payloadAuthenticate()
    const salt = 'a'.repeat(64)
    const hash = await hashLikePayload('una-password-lunga-123', salt)

    expect(await authenticate({ doc: { hash, salt }, password: 'una-password-lunga-123' })).not.toBeNull()
    expect(await authenticate({ doc: { hash, salt }, password: 'sbagliata' })).toBeNull()
  })
})
