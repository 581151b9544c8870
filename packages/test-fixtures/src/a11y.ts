import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { WCAG_TAGS } from './browser.ts';

/**
 * Waits until the page's finite animations and transitions have ended (at most `timeoutMs`): axe
 * measures colours as they are painted, and a toast half way through fading in has too little contrast
 * for a moment. Endless ones (a spinner) are not waited for.
 */
async function settle(page: Page, timeoutMs = 2000): Promise<void> {
  await page.evaluate(
    (timeout) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, timeout)),
      ]),
    timeoutMs,
  );
}

/**
 * Runs axe (WCAG 2.2 AA) on the page, once its animations have ended, and fails with the violations.
 * Axe runs in the page itself ("legacy mode"): the default finishes each run on a new blank page it
 * injects axe into a second time, which took a third of every check's time, and our pages hold no
 * iframe of another origin, the one case that needs it. The rules and the results are the same.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // From the top of the page: scrolled, the sticky header lies over whatever is under it, and axe then
  // counts those controls as too small a target (a page's layout, not its scroll position, is checked).
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const result = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS])
    .setLegacyMode()
    .analyze();
  const problems = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(problems, `axe violations on ${page.url()}`).toEqual([]);
}
