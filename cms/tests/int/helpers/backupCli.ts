import { spawn } from 'node:child_process'

import { repoRoot } from './server'

/** `npm run backup` / `npm run restore` as an operator runs them, on the compiled code. */
export function runBackupCli(args: string[], env: Record<string, string>) {
  return runCompiledCli('cms/dist/backup/cli.js', args, env)
}

/** A command of the compiled code (e.g. `cms/dist/auth/resetPasswordCli.js`), as `npm run …` starts it. */
export function runCompiledCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(process.execPath, ['--conditions=production', script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}
