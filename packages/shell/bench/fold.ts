/**
 * `pnpm bench:fold`: how many job cards a person sees without scrolling on a category listing, in
 * each brand, at 1280×800 (a laptop) and 390×844 (a phone), in Chromium. Prints, per brand and size,
 * the cards wholly in view, the cards at least partly in view, and the height of a card. Builds both
 * brand apps first unless `--no-build`; `--builds DIR` measures the builds kept in DIR/<brand>/build
 * (another checkout's, for a before and after); `--screenshots DIR` saves what each viewport shows
 * as DIR/<brand>-<width>x<height>.png. Figures, not a test: it exits 0 unless something fails to run.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { chromium } from '@playwright/test';
import { brandApps, buildBrands, startStack } from './stack.ts';

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
for (const b of BRANDS) {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await page.goto(`http://localhost:${b.port}${b.category}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const cards = await page
      .locator('ul[aria-labelledby="listing-jobs"] article')
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
      );
    const whole = cards.filter((c) => c.bottom <= size.height).length;
    const partly = cards.filter((c) => c.top < size.height).length;
    const height = cards[0] ? Math.round(cards[0].bottom - cards[0].top) : 0;
    rows.push([b.name, size.name, String(whole), String(partly), `${height} px`]);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: join(shotsDir, `${b.name}-${size.width}x${size.height}.png`) });
    }
    await page.close();
  }
}
await browser.close();
const head = ['brand', 'viewport', 'cards wholly in view', 'cards at least partly in view', 'card height'];
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(
  `\nCategory listing of each brand (${BRANDS.map((b) => b.category).join(', ')}), signed out, Chromium.`,
);
process.exit(0);
