import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { WCAG_TAGS } from './browser.ts';

/** Runs axe (WCAG 2.2 AA) on the page and fails with the list of violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  const problems = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(problems, `axe violations on ${page.url()}`).toEqual([]);
}
