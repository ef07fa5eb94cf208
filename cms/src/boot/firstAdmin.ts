import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import type { AppEnv } from './env'
import { generatePassword } from './secrets'

export const CREDENTIALS_FILE = 'admin-credentials.txt'

/**
 * On an empty database, creates the first administrator from ADMIN_USERNAME
 * and ADMIN_PASSWORD, or with a generated password that is printed once and
 * kept in a file only the owner can read. There is no default password.
 */
export async function ensureFirstAdmin(payload: Payload, env: AppEnv, log: (line: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return

  const username = env.adminUsername ?? 'admin'
  const password = env.adminPassword ?? generatePassword()
  await payload.create({
    collection: 'users',
    data: { username, password, role: 'titolare' },
    overrideAccess: true,
  })

  if (env.adminPassword) {
    log(`Administrator "${username}" created from ADMIN_USERNAME/ADMIN_PASSWORD`)
    return
  }
  const file = path.join(env.dataDir, CREDENTIALS_FILE)
  fs.writeFileSync(file, `username: ${username}\npassword: ${password}\n`, { mode: 0o600 })
  // The password on a line of its own, to be copied without the words around it.
  log(`Administrator created. Sign in at /admin as "${username}" with this password, shown only now:`)
  log(password)
  log(`(also saved in ${file})`)
}
