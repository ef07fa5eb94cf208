import { defineConfig } from 'vitest/config'
import { sourceAlias } from './storefront/vite.config'

export default defineConfig({
  test: {
    projects: [
      {
        // The storefront's sources import each other by the `@/` alias.
        resolve: { alias: sourceAlias },
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'cms/src/**/*.test.ts',
            'storefront/src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['cms/tests/int/**/*.int.spec.ts'],
          globalSetup: ['cms/tests/int/helpers/compileServer.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
