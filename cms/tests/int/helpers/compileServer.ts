import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

import { createDataTemplate } from './dataTemplate'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/**
 * Global setup of the int project: the tests run the server compiled from the sources as they
 * are now, and start it on copies of one data folder it made with this run's migrations.
 */
export default async function compileServer(project: TestProject): Promise<() => void> {
  execFileSync(process.execPath, ['cms/scripts/compile-server.mjs'], { cwd: repoRoot, stdio: 'inherit' })
  const started = Date.now()
  const template = await createDataTemplate()
  console.log(`Data folder template made in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  project.provide('dataTemplate', template)
  return () => fs.rmSync(template, { recursive: true, force: true })
}
