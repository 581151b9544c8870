/**
 * `pnpm bench:fold`: how many job cards a person sees without scrolling, in each brand, at 1280×800 (a
 * laptop) and 390×844 (a phone), in Chromium, on three pages: a category listing and the home page
 * as a visitor, and the job feed of a seeker who has just registered. Prints, per brand, page and size,
 * the cards wholly in view, the cards at least partly in view, where the first card starts and the
 * height of a card. Builds both brand apps first unless `--no-build`; `--builds DIR` measures the builds
 * kept in DIR/<brand>/build (another checkout's, for a before and after); `--screenshots DIR` saves what
 * each viewport shows as DIR/<brand>-<page>-<width>x<height>.png. Figures, not a test: it exits 0 unless
 * something fails to run.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { chromium } from '@playwright/test';
import { brandApps, buildBrands, startStack } from './stack.ts';
import { printTable } from './table.ts';

const API_PORT = Number(process.env.BENCH_FOLD_API_PORT || 4385);
const APP_PORT = Number(process.env.BENCH_FOLD_APP_PORT || 3385);
const buildsArg = process.argv.indexOf('--builds');
const buildsDir = buildsArg > 0 ? process.argv[buildsArg + 1] : undefined;
const shotsArg = process.argv.indexOf('--screenshots');
const shotsDir = shotsArg > 0 ? process.argv[shotsArg + 1] : undefined;
const BRANDS = brandApps(APP_PORT);
const SIZES = [
  { name: '1280×800', width: 1280, height: 800 },
  { name: '390×844', width: 390, height: 844 },
] as const;

if (!process.argv.includes('--no-build') && !buildsDir) buildBrands(BRANDS);
await startStack({ apiPort: API_PORT, brands: BRANDS, buildsDir });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const rows: string[][] = [];
/** A job card of the page's main list (the feed's, a listing's, the home page's latest jobs). */
const CARDS = 'main article:has(h3 a[href^="/j/"])';
for (const b of BRANDS) {
  const origin = `http://localhost:${b.port}`;
  // A seeker of their own for the feed, registered once per brand; its cookies serve both sizes.
  const seeker = await browser.newContext();
  const signUp = await seeker.newPage();
  await signUp.goto(`${origin}/register`);
  await signUp.getByLabel('Full name').fill('Fold Bench');
  await signUp.getByLabel('Email').fill(`fold-${b.name}-${Date.now()}@example.com`);
  await signUp.getByLabel('Password').fill('Fold-bench-2026!');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await signUp.waitForURL(/\/registration\//, { timeout: 60_000 });
  await signUp.close();
  const pages = [
    { name: 'listing', path: b.category, signedIn: false },
    { name: 'home', path: '/', signedIn: false },
    { name: 'feed', path: '/jobfeed', signedIn: true },
  ];
  for (const p of pages) {
    for (const size of SIZES) {
      const page = p.signedIn ? await seeker.newPage() : await browser.newPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${origin}${p.path}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      const cards = await page
        .locator(CARDS)
        .evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
        );
      const whole = cards.filter((c) => c.bottom <= size.height).length;
      const partly = cards.filter((c) => c.top < size.height).length;
      const first = cards[0] ? `${Math.round(cards[0].top)} px` : '-';
      const height = cards[0] ? `${Math.round(cards[0].bottom - cards[0].top)} px` : '-';
      rows.push([b.name, p.name, size.name, String(whole), String(partly), first, height]);
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({
          path: join(shotsDir, `${b.name}-${p.name}-${size.width}x${size.height}.png`),
        });
      }
      await page.close();
    }
  }
  await seeker.close();
}
await browser.close();
const head = [
  'brand',
  'page',
  'viewport',
  'cards wholly in view',
  'cards at least partly in view',
  'first card at',
  'card height',
];
printTable(head, rows);
console.log(
  `\nListing: each brand's first category (${BRANDS.map((b) => b.category).join(', ')}) and home, signed out; feed: a seeker just registered. Chromium.`,
);
process.exit(0);
