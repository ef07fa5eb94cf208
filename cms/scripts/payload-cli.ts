/**
 * Runs the Payload CLI (for example `migrate:create`) against the same database
 * the server uses: the embedded one in DATA_DIR, or DATABASE_URL when set.
 *   npm run payload -w cms -- migrate:create add-something
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmbeddedDatabase } from '../src/boot/database'
import { readEnv } from '../src/boot/env'
import { acquireDataDirLock } from '../src/boot/lock'
import { loadOrCreateSecrets } from '../src/boot/secrets'

const cmsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = readEnv()
fs.mkdirSync(env.dataDir, { recursive: true })
const releaseLock = acquireDataDirLock(env.dataDir)
const secrets = loadOrCreateSecrets(env.dataDir)
const database = env.databaseUrl
  ? undefined
  : await startEmbeddedDatabase(env.dataDir, secrets.databasePassword, console.log)

const result = spawnSync('npx', ['--no-install', 'payload', ...process.argv.slice(2)], {
  cwd: cmsRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: '--no-deprecation',
    DATA_DIR: env.dataDir,
    DATABASE_URL: env.databaseUrl ?? database!.url,
    PAYLOAD_SECRET: env.payloadSecret ?? secrets.payloadSecret,
    PAYLOAD_CONFIG_PATH: path.join(cmsRoot, 'src', 'payload.config.ts'),
  },
})
await database?.stop()
releaseLock()
process.exit(result.status ?? 1)
