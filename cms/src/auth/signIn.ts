import type { LoginResult, PayloadRequest } from 'payload'
import { APIError, AuthenticationError, loginOperation } from 'payload'
import { generatePayloadCookie, parseCookies } from 'payload/shared'

import { recordAudit } from '../audit/recordAudit'
import { recordSignInFailure } from '../audit/signInAudit'
import { clientAddress } from './clientAddress'
import { checkDecoyPassword } from './decoyPasswordCheck'
import { DEVICE_COOKIE, deviceCookieHeader, issueDevice, readDevice } from './deviceCookie'
import { retryAfterText } from './retryAfterText'
import type { ThrottleRule } from './throttlePolicy'
import { settleSuccess, takeAttempt, type CountedKey } from './throttleStore'

export const WRONG_CREDENTIALS = 'Username o password non corretti.'

const MINUTES = 60
/**
 * Per client address, any username: enough for a person's typos across a
 * few accounts. Per address and username: the usual few tries. Per username
 * from everywhere, for clients without a device cookie: far above what one
 * person types, so only a spread-out attack reaches it. A device cookie
 * carries its own count and stops counting as proof after ten failures.
 */
export const RULES = {
  address: { freeFailures: 10, firstDelaySeconds: 5, maxDelaySeconds: 15 * MINUTES },
  addressAndUsername: { freeFailures: 5, firstDelaySeconds: 5, maxDelaySeconds: 15 * MINUTES },
  username: { freeFailures: 100, firstDelaySeconds: 5, maxDelaySeconds: 15 * MINUTES },
  device: { freeFailures: 10, firstDelaySeconds: 60 * MINUTES, maxDelaySeconds: 60 * MINUTES },
} satisfies Record<string, ThrottleRule>

/** 429 while a delay runs; `retryAfterSeconds` goes into the Retry-After header. */
export class TooManyAttempts extends APIError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Troppi tentativi di accesso non riusciti. ${retryAfterText(retryAfterSeconds)}`, 429, null, true)
  }
}

/** Payload's check of the password, or the same work against a decoy for a username that does not exist. */
async function checkPassword(req: PayloadRequest, username: string, password: string, depth: number) {
  const { totalDocs } = await req.payload.db.count({
    collection: 'users',
    req,
    where: { username: { equals: username } },
  })
  if (totalDocs === 0) {
    await checkDecoyPassword(password)
    return null
  }
  try {
    return await loginOperation({
      collection: req.payload.collections.users,
      data: { username, password },
      depth,
      overrideAccess: false,
      req,
    })
  } catch (error) {
    if (error instanceof AuthenticationError) return null
    throw error
  }
}

export interface SignedIn {
  result: LoginResult<'users'>
  /** The session cookie and a new device cookie. */
  cookies: string[]
}

/**
 * Signs in with Payload's users auth behind the login throttle. A browser
 * holding a device cookie for this username only counts against that cookie;
 * any other attempt counts against its address, its address with this
 * username, and this username everywhere. Throws 401 with one message for an
 * unknown username and a wrong password alike, 429 while a delay runs.
 */
export async function signIn(req: PayloadRequest, credentials: { username: string; password: string }, depth = 0) {
  const { payload } = req
  // Payload matches usernames this way, so 'Dealer' and 'dealer ' share the counts of 'dealer'.
  const username = credentials.username.toLowerCase().trim()
  const address = clientAddress(req)
  const device = readDevice(payload.secret, parseCookies(req.headers).get(DEVICE_COOKIE))
  const deviceKeys: CountedKey[] =
    device?.username === username ? [{ key: `device:${device.nonce}`, rule: RULES.device }] : []
  const clientKeys: CountedKey[] = [
    { key: `address:${address}`, rule: RULES.address },
    { key: `address-username:${address}:${username}`, rule: RULES.addressAndUsername },
    { key: `username:${username}`, rule: RULES.username },
  ]

  let counted = deviceKeys
  // A device cookie past its failures proves nothing any more: the attempt is like any other.
  if (deviceKeys.length === 0 || !(await takeAttempt(payload, deviceKeys)).allowed) {
    counted = clientKeys
    const ticket = await takeAttempt(payload, clientKeys)
    if (!ticket.allowed) {
      await recordSignInFailure(req, username, 'throttled')
      throw new TooManyAttempts(ticket.retryAfterSeconds)
    }
  }

  const result = await checkPassword(req, username, credentials.password, depth)
  if (!result?.token) {
    await recordSignInFailure(req, username, 'credentials')
    throw new APIError(WRONG_CREDENTIALS, 401, null, true)
  }

  // The device's own count and the address's stay for whoever else holds that cookie or address.
  const [addressKey, addressAndUsernameKey, usernameKey] = clientKeys
  if (counted === clientKeys) await settleSuccess(payload, [addressKey, usernameKey], [addressAndUsernameKey.key])
  else await settleSuccess(payload, deviceKeys, [])
  const secure = (process.env.SITE_URL ?? '').startsWith('https://')
  const cookies = [
    generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: result.token,
    }),
    deviceCookieHeader(issueDevice(payload.secret, username), secure),
  ]
  await recordAudit(req, { action: 'auth.signIn', account: { id: result.user!.id, username }, target: username })
  return { result, cookies } satisfies SignedIn
}
