// Builds the storefront and the console when their sources changed since the
// last build, so `npm start` is quick after the first time and never stale.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stampFile = path.join(root, 'node_modules', '.cache', 'autosalone-build.sha256')
const sources = [
  'package-lock.json',
  'domain/package.json',
  'domain/src',
  'cms/package.json',
  'cms/next.config.ts',
  'cms/src',
  'storefront/package.json',
  'storefront/index.html',
  'storefront/vite.config.ts',
  'storefront/public',
  'storefront/src',
]
const outputs = ['cms/.next/BUILD_ID', 'storefront/dist/client/index.html', 'storefront/dist/server/entry-server.js']

function* files(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name))
}

const hash = crypto.createHash('sha256')
for (const entry of sources) {
  for (const file of files(entry)) {
    if (/\.test\.tsx?$/.test(file)) continue
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0')
  }
}
const fingerprint = hash.digest('hex')
const built = outputs.every((file) => fs.existsSync(path.join(root, file)))
const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : ''

if (built && previous === fingerprint && !process.argv.includes('--force')) {
  console.log('Build is up to date.')
} else {
  console.log('Building the storefront and the /cms console (a few minutes the first time)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.mkdirSync(path.dirname(stampFile), { recursive: true })
  fs.writeFileSync(stampFile, fingerprint)
}
