import path from 'node:path'
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import importBoundaries from '../eslint/import-boundaries.js'

RuleTester.describe = describe
RuleTester.it = it

const root = '/repo'
const file = (name: string) => path.join(root, 'src', name)
const options = [
  {
    root,
    alias: { '@/': 'src/' },
    zones: [
      { target: 'src/features/cars', from: 'src/features', except: 'src/features/cars', message: 'no other feature' },
      { target: ['src/lib', 'src/components'], from: ['src/features', 'src/routes'], message: 'shared stays shared' },
    ],
  },
]

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'boundaries/zones',
  importBoundaries.rules.zones,
  {
    valid: [
      { filename: file('features/cars/card.ts'), code: "import { a } from './photo'", options },
      { filename: file('features/cars/parts/card.ts'), code: "import { a } from '../photo'", options },
      { filename: file('features/cars/card.ts'), code: "import { a } from '@/features/cars/photo'", options },
      { filename: file('features/cars/card.ts'), code: "import { a } from '@/lib/format'", options },
      { filename: file('features/cars/card.ts'), code: "import { useQuery } from '@tanstack/react-query'", options },
      // A folder whose name only starts like a zone's is outside it.
      { filename: file('features/cars/card.ts'), code: "import { a } from '@/features-old/x'", options },
      { filename: file('routes/home.ts'), code: "import { a } from '@/features/leads/form'", options },
    ],
    invalid: [
      {
        filename: file('features/cars/card.ts'),
        code: "import { a } from '@/features/leads/form'",
        options,
        errors: [{ message: 'no other feature' }],
      },
      {
        filename: file('features/cars/card.ts'),
        code: "import { a } from '../leads/form'",
        options,
        errors: [{ message: 'no other feature' }],
      },
      {
        filename: file('features/cars/card.ts'),
        code: "export { a } from '@/features/leads/form'; const b = import('@/features/site/x')",
        options,
        errors: [{ message: 'no other feature' }, { message: 'no other feature' }],
      },
      {
        filename: file('lib/format.ts'),
        code: "import { a } from '@/routes/home'",
        options,
        errors: [{ message: 'shared stays shared' }],
      },
      {
        filename: file('components/button.tsx'),
        code: "export * from '../features/cars/card'",
        options,
        errors: [{ message: 'shared stays shared' }],
      },
    ],
  },
)
