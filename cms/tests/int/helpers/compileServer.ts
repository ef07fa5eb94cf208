import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** Global setup of the int project: the tests run the server compiled from the sources as they are now. */
export default function compileServer(): void {
  execFileSync(process.execPath, ['cms/scripts/compile-server.mjs'], { cwd: repoRoot, stdio: 'inherit' })
}
