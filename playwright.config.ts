import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// One folder per port, so two runs on one machine do not share (and wipe) a data folder.
const dataDir = path.join(os.tmpdir(), `autosalone-e2e-${port}`)

export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-password-4821' }

export default defineConfig({
  testMatch: '**/*.e2e.spec.ts',
  testIgnore: ['**/node_modules/**'],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties it at start, and the other reports sit beside it.
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['**/node_modules/**', '**/*.site-wide.e2e.spec.ts'],
    },
    // Tests that change what every page shows (the dealer's settings and texts) run once the
    // others are done, so no other test sees their values half-way.
    {
      name: 'site-wide',
      use: { ...devices['Desktop Chrome'] },
      testMatch: '**/*.site-wide.e2e.spec.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // A fresh data folder each run: first start, migrations and the demo catalogue are part of what is tested.
    command: `rm -rf ${dataDir} && npm run --silent build:server -w cms && node --conditions=production cms/dist/main.cjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO: 'true',
    },
  },
})
