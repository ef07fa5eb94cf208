import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface StoredSecrets {
  payloadSecret: string
  databasePassword: string
}

const FILE = 'secrets.json'

/**
 * Secrets the server makes for itself on first start and keeps in DATA_DIR,
 * readable only by the owner, so sessions survive restarts.
 */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, FILE)
  let stored: Partial<StoredSecrets> = {}
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredSecrets>
  }
  const secrets: StoredSecrets = {
    payloadSecret: stored.payloadSecret ?? crypto.randomBytes(32).toString('hex'),
    databasePassword: stored.databasePassword ?? crypto.randomBytes(18).toString('base64url'),
  }
  if (secrets.payloadSecret !== stored.payloadSecret || secrets.databasePassword !== stored.databasePassword) {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 })
  }
  fs.chmodSync(file, 0o600)
  return secrets
}

/** A password people can type: 20 characters, no look-alike letters. */
export function generatePassword(length = 20): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.randomBytes(length)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}
