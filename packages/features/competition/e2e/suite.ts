/**
 * The competition journey (decision 0039). Where the vertical's `competition` flag is off, the brand has
 * no competition pages: every one of them answers 404.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { test } from '@jobsite/test-fixtures/e2e';
import { expect } from '@playwright/test';

export const COMPETITION_PATHS = [
  '/epoch',
  '/epoch/terms',
  '/epoch/register',
  '/epoch/round-one',
  '/epoch/round-two',
  '/epoch/round-two/case-study',
  '/epoch/round-three',
  '/epoch/progress',
  '/epoch/results',
] as const;

export function defineCompetitionSuite(brand: { name: string; vertical: string }): void {
  const on = VERTICALS[brand.vertical as Vertical].flags.competition;
  test.describe(`${brand.name}: competition`, () => {
    if (!on) {
      test('has no competition pages', async ({ request }) => {
        for (const path of COMPETITION_PATHS) {
          const res = await request.get(path, { maxRedirects: 0 });
          expect(res.status(), path).toBe(404);
        }
      });
    }
  });
}
