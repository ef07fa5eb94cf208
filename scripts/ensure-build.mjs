// Builds the storefront, the console and the compiled server when their sources changed since the
// last build, so `npm start` is quick after the first time and never stale.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stampFile = path.join(root, 'node_modules', '.cache', 'autosalone-build.sha256')
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
// Every workspace whole (the server's compiled code includes any workspace it imports),
// less what a build or a test run writes and the tests themselves.
const sources = ['package-lock.json', 'tsconfig.json', ...rootPackage.workspaces]
const skipped = new Set(['node_modules', 'dist', '.next', 'tests', 'e2e', 'next-env.d.ts'])
const isSkipped = (name) =>
  skipped.has(name) || name.startsWith('.') || name.endsWith('.tsbuildinfo') || /\.test\.tsx?$/.test(name)
const outputs = [
  'cms/.next/BUILD_ID',
  'cms/dist/server.js',
  'cms/dist/main.cjs',
  'storefront/dist/client/index.html',
  'storefront/dist/server/entry-server.js',
]

function* files(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (!isSkipped(name)) yield* files(path.join(entry, name))
  }
}

const hash = crypto.createHash('sha256')
for (const entry of sources) {
  for (const file of files(entry)) {
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
  console.log('Building the storefront, the /cms console and the server (a few minutes the first time)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.mkdirSync(path.dirname(stampFile), { recursive: true })
  fs.writeFileSync(stampFile, fingerprint)
}
