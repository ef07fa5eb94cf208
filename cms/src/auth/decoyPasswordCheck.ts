import crypto from 'node:crypto'
import { promisify } from 'node:util'

/**
 * Payload's current password hash: PBKDF2-SHA256, 600,000 iterations, 32 bytes
 * (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). The unit
 * test checks these figures against Payload's own verification.
 */
export const PASSWORD_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const ITERATIONS = 600_000
const KEY_LENGTH = 32

const pbkdf2 = promisify(crypto.pbkdf2)
const decoySalt = crypto.randomBytes(32).toString('hex')

/** The hash Payload would store for this password and salt. */
export async function hashLikePayload(password: string, salt: string): Promise<string> {
  const hash = await pbkdf2(password, salt, ITERATIONS, KEY_LENGTH, 'sha256')
  return `${PASSWORD_HASH_PREFIX}${hash.toString('hex')}`
}

/**
 * The work of checking a password, for a username that does not exist: an
 * unknown name then takes as long as a known one with a wrong password.
 */
export async function checkDecoyPassword(password: string): Promise<void> {
  await hashLikePayload(password, decoySalt)
}
