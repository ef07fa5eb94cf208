import { getPayload, type Payload } from 'payload'

import { openSiteDatabase } from '../backup/siteDatabase'
import { ConfigError, readEnv } from '../boot/env'
import { generatePassword, loadOrCreateSecrets } from '../boot/secrets'
import { logger } from '../lib/logger'

/**
 * `npm run reset-password -- <username>`: for an owner who forgot the password, from the machine
 * the site runs on. Sets a generated password, prints it once (it is stored only as a hash),
 * re-enables the account and ends its sessions. Reads the same variables as the server.
 */
async function main() {
  const [username] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  if (!username) throw new ConfigError('usage: npm run reset-password -- <username>')
  const env = readEnv()
  const database = await openSiteDatabase(env, (line) => logger.info(line))
  let payload: Payload | undefined
  try {
    process.env.DATABASE_URL = database.url
    process.env.DATA_DIR = env.dataDir
    // The password's hash needs no secret; any will do to start Payload.
    process.env.PAYLOAD_SECRET = env.payloadSecret ?? loadOrCreateSecrets(env.dataDir).payloadSecret
    const { default: config } = await import('../payload.config')
    payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'users',
      where: { username: { equals: username.trim().toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const [user] = docs
    if (!user) throw new ConfigError(`No account with username "${username}"`)
    const password = generatePassword()
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password, disabled: false },
      depth: 0,
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: {
        ...(await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })),
        sessions: [],
      },
      returning: false,
    })
    // Printed on its own, not through the log, so it never lands in a log collector.
    process.stdout.write(`\nNew password for "${user.username}": ${password}\n(shown only now)\n\n`)
  } finally {
    await payload?.db.destroy?.()
    await database.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) logger.error(`Cannot go on: ${error.message}`)
    else logger.error({ err: error }, error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
