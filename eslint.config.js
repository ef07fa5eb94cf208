import fs from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importBoundaries from './eslint/import-boundaries.js'

const workspaceByName = {
  regex: '^(\\.\\./)+(domain|cms|storefront)/',
  message: 'Import another workspace by its package name (@autosalone/domain, @autosalone/cms).',
}

const src = 'storefront/src'
const features = fs
  .readdirSync(`${import.meta.dirname}/${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const adminFeatures = features.filter((name) => name.startsWith('admin-')).map((name) => `${src}/features/${name}`)
const publicFeatures = features.filter((name) => !name.startsWith('admin-')).map((name) => `${src}/features/${name}`)
const sharedCode = [`${src}/components`, `${src}/lib`, `${src}/config`]

/**
 * The storefront's imports flow one way: shared code (components, lib, config; panel for the
 * admin features) -> features -> routes -> app. A feature never imports another one: what two
 * need moves down to the shared code, or a route composes them.
 */
const boundaryZones = [
  ...features.map((name) => ({
    target: `${src}/features/${name}`,
    from: `${src}/features`,
    except: [`${src}/features/${name}`],
    message:
      'A feature imports no other feature: move what both need to lib/ or components/ (panel/ for the panel), or compose them in a route.',
  })),
  {
    target: [...sharedCode, `${src}/panel`],
    from: [`${src}/features`, `${src}/routes`, `${src}/app`],
    message: 'Shared code imports no feature, route or app module.',
  },
  {
    target: `${src}/features`,
    from: [`${src}/routes`, `${src}/app`],
    message: 'A feature imports no route or app module.',
  },
  {
    target: [...sharedCode, ...publicFeatures, `${src}/routes/public`],
    from: [`${src}/panel`, ...adminFeatures, `${src}/routes/admin`],
    message: 'The public site imports nothing of the admin panel.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'cms/src/migrations/**',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/cms/importMap.js',
      'cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Each file is checked with the types of the tsconfig.json nearest to it; the two root
      // config files and the import rule's declaration belong to none and borrow the tests' settings.
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.config.ts', 'eslint/*.d.ts'],
          defaultProject: 'tests/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    rules: {
      // React Router's loaders throw `redirect()` and `data()` answers by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Tests read answers' JSON bodies (typed `any` by `Response.json()`) straight into `expect`,
    // and their doubles implement async interfaces without awaiting anything.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'cms/tests/**/*.ts', 'tests/**/*.ts', 'storefront/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (this file, the build and test runners) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The workspaces reach each other by package name only (`@autosalone/domain/...`), never by a path.
    files: ['domain/**/*.{ts,tsx}', 'cms/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [workspaceByName],
        },
      ],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { boundaries: importBoundaries },
    rules: {
      'boundaries/zones': ['error', { root: import.meta.dirname, alias: { '@/': `${src}/` }, zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            workspaceByName,
            {
              regex: '^\\.\\./\\.\\./',
              message: 'An import that leaves its own folder tree is written with the @/ alias.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
