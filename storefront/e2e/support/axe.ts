import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { animationsSettled } from './public-test'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's serious and critical WCAG 2.2 AA findings on what the page shows, one line each. Only the
 * violations are gathered (axe's `resultTypes`): the passing and inapplicable nodes of a whole page
 * are most of an analysis's time and nothing here reads them.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Contrast is measured on what the page settles on, not on a banner half-way through fading in.
  await animationsSettled(page)
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
