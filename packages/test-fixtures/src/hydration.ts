import type { Page } from '@playwright/test';

/**
 * The brand apps hydrate after the first paint (decision 0013), so a browser test that opens a page
 * and at once uses a control that needs JavaScript (a filter select, a dialog button) could act on
 * the server-rendered HTML before React has taken it over. `<html data-hydrated>` marks the moment.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page is hydrated or, on a signed-out visitor's page that hydrates on first use
 * (decision 0055, `<html data-hydration="on-use">`), until its loader waits for that use: a control
 * used then is carried over to the app once it has hydrated.
 */
export async function waitForHydrationOrUse(page: Page): Promise<void> {
  await page
    .locator('html[data-hydrated], html[data-hydration="on-use"]')
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * The same page, whose `goto` and `reload` return only once the new document has hydrated (or waits
 * for its first use to hydrate). Use it as the suite's `page` fixture; client-side navigations keep the
 * hydrated document and need nothing.
 */
export function hydratingPage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // A blank page (left to forget a session) has no app to hydrate.
    if (!args[0].startsWith('about:')) await waitForHydrationOrUse(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydrationOrUse(page);
    return response;
  };
  return page;
}
