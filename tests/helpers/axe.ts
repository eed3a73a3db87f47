/**
 * axe-core in the e2e journeys: one way to run it and one way to report it, for the route sweep and
 * the journeys that check a page's accessibility (themes, visitor).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on `page` (WCAG 2.0/2.1 A and AA), as 'rule (impact): target'
 * lines so a failure names the element. Legacy mode runs axe.run in the page itself: the default
 * (runPartial, then finishRun in a new blank tab) only adds cross-origin frames, which the app has
 * none of, at twice the cost. Only violations are reported, so passes are not serialised.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}
