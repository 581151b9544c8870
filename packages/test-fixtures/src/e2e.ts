/**
 * What the brand apps' browser suites share: the `test` whose `page` waits for hydration after `goto`
 * and `reload` and which fails on any uncaught page error, where the suite's API is, unique addresses,
 * a password the API accepts, and the recruiter's side (the internal API with the admin key). The brand
 * app's Playwright configuration sets `JOBSITE_E2E_API_ORIGIN` and `JOBSITE_E2E_ADMIN_KEY`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { type OutboxMessage, outboxAt } from './api.ts';
import { hydratingPage } from './hydration.ts';

export const test = base.extend<{ consoleErrors: string[]; forgetSession: () => Promise<void> }>({
  page: async ({ page }, use) => {
    await use(hydratingPage(page));
  },
  // `forgetSession(page)` for the test's own page.
  forgetSession: async ({ page }, use) => {
    await use(() => forgetSession(page));
  },
  // Asked for by a test that wants its pages to raise no error; fails the test at the end if one did.
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    expect(errors, 'page errors').toEqual([]);
  },
});

/**
 * Makes this browser a signed-out visitor: leaves the page, then forgets the cookies. A signed-in page
 * left open would learn through its live stream that its session went (`session-ended.ts` in the
 * shell) and take itself home, racing the test's next navigation.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** A password long and varied enough for the API's strength check. */
export const E2E_PASSWORD = 'a long enough passphrase for the browser suites';

/** The suite's API (its origin, without a base path). */
export const apiOrigin = (): string => process.env.JOBSITE_E2E_API_ORIGIN ?? 'http://localhost:4310';

/** An address no other test run uses. */
export const uniqueEmail = (tag: string): string =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A call of the internal recruiter API of the vertical; fails the test unless it answers 2xx. */
export async function internalApi<T>(
  vertical: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${apiOrigin()}/internal/${vertical}${path}`, {
    method,
    headers: { 'X-Admin-Key': process.env.JOBSITE_E2E_ADMIN_KEY ?? '', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** The messages the API wrote to `to`, newest first, each with the code or link it carries. */
export const outboxOf = (vertical: string, to: string): Promise<OutboxMessage[]> =>
  outboxAt(`${apiOrigin()}/${vertical}`, to);

/** The newest code of `kind` sent to `to`; fails the test when there is none. */
export async function latestCodeOf(vertical: string, to: string, kind: string): Promise<string> {
  const message = (await outboxOf(vertical, to)).find((m) => m.kind === kind && m.code);
  expect(message, `a ${kind} message to ${to}`).toBeDefined();
  return message?.code ?? '';
}
