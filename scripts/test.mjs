// `npm test`: every check in order, each starting what it needs by itself.
// Type check, format check, lint and unit tests first (fast), then the production build,
// the integration tests against real PostgreSQL, and the browser tests.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
fs.rmSync(results, { recursive: true, force: true })
fs.mkdirSync(results, { recursive: true })

const vitest = (project) => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${project}.json`,
]

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['unit tests', vitest('unit')],
  ['build', ['node', 'scripts/ensure-build.mjs']],
  ['integration tests', vitest('int')],
  ['end-to-end tests', ['npx', 'playwright', 'test']],
]

const started = Date.now()
const failedSteps = []
for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`)
  const stepStarted = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0)
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
  if (result.status !== 0) {
    failedSteps.push(name)
    // Later steps depend on a working build; stop at the first failure of one.
    if (name === 'build') break
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'))
  } catch {
    return null
  }
}

let passed = 0
let failed = 0
for (const file of ['unit.json', 'int.json']) {
  const report = readJson(file)
  if (report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
  }
}
const e2e = readJson('e2e.json')
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
}

const minutes = ((Date.now() - started) / 60000).toFixed(1)
console.log(`\nAll checks took ${minutes} min.${failedSteps.length ? ` Failed: ${failedSteps.join(', ')}.` : ''}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
