/**
 * The weight budget of the public pages (issue 20): each page a signed-out visitor lands on is read from
 * the built site the way a browser finds its scripts and styles (`page-weight.ts`), and its gzipped
 * JavaScript and CSS are held to `budgets.ts`, and so is the JavaScript a page that hydrates on first use
 * loads then (decision 0055). The figures are annotated on the test, so a run shows how
 * close each page is to its budget.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { expect, test } from '@playwright/test';
import { type BudgetedPage, PAGE_BUDGETS } from './budgets.ts';
import { pageWeight } from './page-weight.ts';

export interface BudgetBrand {
  name: string;
  vertical: string;
  /** A category listing with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
  /** A word the search finds jobs for. */
  searchWord: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function defineBudgetSuite(brand: BudgetBrand): void {
  test.describe(`${brand.name}: weight budget`, () => {
    test('every public page keeps its JavaScript and CSS within its budget', async ({ request, baseURL }) => {
      const origin = baseURL ?? '';
      const listing = await (await request.get(brand.categoryPath)).text();
      const job = /href="(\/j\/[^"]+\.html)"/.exec(listing)?.[1];
      expect(job, 'the listing links to a job page').toBeTruthy();
      const pages: [BudgetedPage, string][] = [
        ['home', '/'],
        ['listing', brand.categoryPath],
        ['job', job ?? '/'],
        ['search', `/search/${brand.searchWord}.html`],
        ['learning', '/learning'],
        ['static', '/about-us'],
        ['jobs-for-her', '/jobs-for-her'],
        ...(VERTICALS[brand.vertical as Vertical].flags.competition
          ? [['competition', '/epoch'] as [BudgetedPage, string]]
          : []),
      ];
      const over: string[] = [];
      for (const [kind, path] of pages) {
        const weight = await pageWeight(
          async (url) => new Uint8Array(await (await request.get(url)).body()),
          origin,
          path,
        );
        const budget = PAGE_BUDGETS[kind];
        const onUse =
          budget.onUse === undefined ? '' : `, on first use ${kb(weight.onUse)} KB of ${budget.onUse}`;
        test.info().annotations.push({
          type: kind,
          description: `${path}: JS ${kb(weight.js)} KB of ${budget.js}${onUse}, CSS ${kb(weight.css)} KB of ${budget.css}`,
        });
        if (kb(weight.js) > budget.js)
          over.push(`${kind} (${path}): JavaScript ${kb(weight.js)} KB > ${budget.js} KB (${budget.reason})`);
        if (kb(weight.onUse) > (budget.onUse ?? 0))
          over.push(
            `${kind} (${path}): JavaScript on first use ${kb(weight.onUse)} KB > ${budget.onUse ?? 0} KB (${budget.reason})`,
          );
        if (kb(weight.css) > budget.css)
          over.push(`${kind} (${path}): CSS ${kb(weight.css)} KB > ${budget.css} KB`);
      }
      expect(over, 'pages past their budget (packages/shell/e2e/budgets.ts)').toEqual([]);
    });
  });
}
