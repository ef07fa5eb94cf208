import type { Rule } from 'eslint'

declare const importBoundaries: { rules: { zones: Rule.RuleModule } }
export default importBoundaries
