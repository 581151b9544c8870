/**
 * The end-to-end suite every brand app runs against its built server and a real, seeded API. The app's
 * Playwright config passes the brand's own data (a category, a city) in.
 */
import { toSlug, VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin } from '@jobsite/test-fixtures/e2e';
import { hydratingPage } from '@jobsite/test-fixtures/hydration';
import { test as base, expect, type Page } from '@playwright/test';

export interface BrandUnderTest {
  name: string;
  /** A category path with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
  /** The name of a city to filter by (one of the SEO cities). */
  city: string;
  /** A word to search for that has results. */
  searchWord: string;
  /**
   * A skill written with a symbol ("C++", "M&A") that the brand's jobs hold, and the tag those jobs carry
   * (what the search field suggests for it).
   */
  symbolSkill: { word: string; tag: string };
  /** A search word with a spelling slip ("managr"), and the word the search reads it as ("manager"). */
  slip: { typed: string; meant: string };
}

const test = base.extend<{ consoleErrors: string[] }>({
  // Pages hydrate after their first paint: opening one waits for that before the test goes on.
  page: async ({ page }, use) => {
    await use(hydratingPage(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

async function firstJobHref(page: Page): Promise<string> {
  const href = await page
    .locator('ul[aria-labelledby="listing-jobs"] article h3 a')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/j\/.+-\d+\.html$/);
  return href ?? '';
}

/**
 * The structured data a job page serves, as a crawler reads it: every `ld+json` script parses, the
 * JobPosting names its employer and gives each place a full address (its state), and a BreadcrumbList
 * leads to the page.
 */
async function expectJobPageJsonLd(page: Page) {
  // The share tags every page has, from the document: the locale and the brand's own X account.
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
  await expect(page.locator('meta[name="twitter:site"]')).toHaveAttribute('content', /^@\w+$/);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const lds = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const posting = lds.find((ld) => ld['@type'] === 'JobPosting') as
    | {
        hiringOrganization?: { name?: string };
        jobLocation?: { address?: { addressRegion?: string; addressCountry?: string } }[];
        jobLocationType?: string;
      }
    | undefined;
  expect(posting?.hiringOrganization?.name).toBeTruthy();
  // A job whose only "city" is Remote has no place, only TELECOMMUTE.
  if (posting?.jobLocation) {
    for (const place of posting.jobLocation) {
      expect(place.address?.addressRegion).toBeTruthy();
      expect(place.address?.addressCountry).toBe('IN');
    }
  } else expect(posting?.jobLocationType).toBe('TELECOMMUTE');
  const trail = lds.find((ld) => ld['@type'] === 'BreadcrumbList') as
    | { itemListElement?: { item?: string }[] }
    | undefined;
  expect(trail?.itemListElement?.at(-1)?.item).toBe(page.url().split(/[?#]/)[0]);
}

/** The vertical whose categories hold the brand's category path. */
function verticalOf(brand: BrandUnderTest) {
  const vertical = VERTICAL_IDS.find((v) =>
    VERTICALS[v].categories.some((c) => brand.categoryPath === `/c/${c.slug}-jobs`),
  );
  if (!vertical) throw new Error(`no vertical has the category ${brand.categoryPath}`);
  return vertical;
}

/** A word of a name that a search finds it by: its first word of four letters or more. */
const searchWordOf = (name: string) =>
  (name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? name.split(/\s+/)[0] ?? '').toLowerCase();

/** The header's search field, once the app has taken the page over: a combobox with suggestions. */
const headerSearch = (page: Page) => page.getByRole('combobox', { name: 'Search jobs' });
/** The suggestions under the header's search field. */
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/** Searches from the header's search field: types the words and presses Enter. */
async function searchFromHeader(page: Page, words: string) {
  const box = headerSearch(page);
  await box.fill(words);
  await box.press('Enter');
}

const firstResult = (page: Page) => page.locator('ul[aria-labelledby="listing-jobs"] > li').first();
const capitalised = (words: string) => words.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());

export function defineBrandSuite(brand: BrandUnderTest) {
  test.describe(`${brand.name}: the learning section in the public pages`, () => {
    test("learning: the home page's 'Learn & Grow' slot leads to a course page", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/');
      const slot = page.getByRole('region', { name: 'Learn & Grow' });
      await expect(slot).toBeVisible();
      const course = slot.locator('article h3 a').first();
      const href = await course.getAttribute('href');
      expect(href).toMatch(/^\/learning\/course\/[a-z0-9-]+-course-\d+$/);
      await expect(slot.getByRole('link', { name: 'Explore all courses' })).toHaveAttribute(
        'href',
        '/learning',
      );
      const institutes = page.getByRole('region', { name: 'Featured Institute' });
      await expect(institutes.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/search\/.+\.html\?search=Courses$/,
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Courses' })).toHaveAttribute(
        'href',
        '/learning',
      );
      // (The home page's accessibility is checked by the public pages' journey, which opens it the same way.)
      await course.click();
      await expect(page).toHaveURL(href ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('learning: a course search lists courses, and a featured institute its own', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/');
      const name = await page
        .getByRole('region', { name: 'Learn & Grow' })
        .locator('article h3 a')
        .first()
        .textContent();
      const word = searchWordOf(name ?? '');
      const response = await page.goto(`/search/${toSlug(word)}.html?search=Courses`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${word} courses`, {
        ignoreCase: true,
      });
      const courses = page.locator('ul[aria-labelledby="search-courses"] > li');
      await expect(courses.first()).toBeVisible();
      await expect(courses.first().locator('h3 a')).toHaveAttribute('href', /^\/learning\/course\//);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectAccessible(page);

      await page.goto('/');
      await page.getByRole('region', { name: 'Featured Institute' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/search\/.+\.html\?search=Courses$/);
      await expect(page.locator('ul[aria-labelledby="search-courses"] > li').first()).toBeVisible();

      await page.goto('/search/zzqxv-nothing-like-this.html?search=Courses');
      await expect(page.getByRole('heading', { name: 'No courses match this search' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
        'href',
        '/learning',
      );
      expect(consoleErrors).toEqual([]);
    });

    test('learning: a company search lists the companies of that name', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const employer = page.locator('section[aria-labelledby="slot-employers"] a').first();
      const [name, href] = await Promise.all([employer.textContent(), employer.getAttribute('href')]);
      const word = searchWordOf(name ?? '');
      await page.goto(`/search/${toSlug(word)}.html?search=Companies`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(word, { ignoreCase: true });
      const companies = page.locator('ul[aria-labelledby="search-companies"]');
      await expect(companies.locator(`a[href="${href}"]`)).toBeVisible();
      await expectAccessible(page);
      await companies.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(href ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('learning: a job page shows the courses that make one ready for it', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const vertical = verticalOf(brand);
      const listing = await (await request.get(brand.categoryPath)).text();
      const jobs = [
        ...new Set([...listing.matchAll(/href="(\/j\/[^"]+-(\d+)\.html)"/g)].map((m) => m[1] ?? '')),
      ];
      let target: { path: string; names: string[] } | undefined;
      for (const path of jobs) {
        const id = /-(\d+)\.html$/.exec(path)?.[1];
        const answer = await request.get(
          `${apiOrigin()}${VERTICALS[vertical].basePath}/v2/course/0/jobready/${id}`,
        );
        const ready = (await answer.json()) as { data?: { name: string }[] };
        if (ready.data && ready.data.length > 0) {
          target = { path, names: ready.data.slice(0, 3).map((c) => c.name) };
          break;
        }
      }
      if (!target) throw new Error(`no job of ${brand.categoryPath} has job-ready courses`);
      await page.goto(target.path);
      await expectJobPageJsonLd(page);
      const section = page.getByRole('region', { name: 'Courses to get job-ready' });
      await expect(section).toBeVisible();
      await expect(section.locator('article h3 a')).toHaveText(target.names);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe(`${brand.name}: public pages`, () => {
    test('home, category, filters as chips, job, back', async ({ page, consoleErrors }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.locator(`main a[href="${brand.categoryPath}"]`).first().click();
      await expect(page).toHaveURL(brand.categoryPath);
      await expect(page.locator('ul[aria-labelledby="listing-jobs"] > li').first()).toBeVisible();
      // The first card naming its company shows the company's logo, loaded from the site's own address.
      const logo = page.locator('ul[aria-labelledby="listing-jobs"] article img').first();
      await expect(logo).toHaveAttribute('src', /^\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.(svg|png|jpeg|webp)$/);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      await expectAccessible(page);

      // Every form a keyboard or assistive-technology user sends has its submit button (WCAG 2 H32).
      await expect(
        page.getByRole('search').getByRole('button', { name: 'Search', exact: true }),
      ).toBeVisible();
      const filters = page.getByRole('form', { name: 'Filter jobs' });
      await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeVisible();

      // City, experience and posting age are links with their counts; the form keeps the sort.
      await expect(filters.getByLabel('City')).toHaveCount(0);
      const refine = page.getByRole('navigation', { name: 'Refine by' });
      await refine.getByRole('link', { name: new RegExp(`^${brand.city}\\s*, `) }).click();
      await expect(page).toHaveURL(/locIds=\d+/);
      await refine.getByRole('link', { name: /^2-3 Yrs\s*, / }).click();
      await expect(page).toHaveURL(/exp=3/);
      const chips = page.getByRole('group', { name: 'Applied filters' });
      await expect(chips.getByText(brand.city)).toBeVisible();
      await expect(chips.getByText('Experience: 2-3 Yrs')).toBeVisible();
      await expectAccessible(page);

      await chips
        .getByRole('button', { name: new RegExp(`Remove.*${brand.city}|${brand.city}.*remove`, 'i') })
        .click();
      await expect(page).not.toHaveURL(/locIds=/);
      await expect(page).toHaveURL(/exp=3/);
      const listingUrl = page.url();

      const jobs = page.locator('ul[aria-labelledby="listing-jobs"] article h3 a');
      if ((await jobs.count()) === 0) await page.goto(brand.categoryPath);
      const href = await firstJobHref(page);
      await page.locator(`ul[aria-labelledby="listing-jobs"] a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.goBack();
      await expect(page).toHaveURL(listingUrl.includes(brand.categoryPath) ? /\/c\// : /.*/);
      expect(consoleErrors).toEqual([]);
    });

    test('on a phone the filters open in a drawer over the results, and the chips stay above them', async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(brand.categoryPath);
      const toggle = page.locator('summary', { hasText: /^Filters/ });
      await toggle.click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer).toBeVisible();
      await expectAccessible(page);
      // The sort is a field the drawer's button sends; an option's link applies it and closes the drawer.
      await expect(drawer.getByRole('button', { name: /^Show \d+ jobs?$/ })).toBeVisible();
      await drawer.getByRole('link', { name: /^2-3 Yrs\s*, / }).click();
      await expect(page).toHaveURL(/exp=3/);
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveText('Filters (1 applied)');
      const chips = page.getByRole('group', { name: 'Applied filters' });
      await expect(chips.getByText('Experience: 2-3 Yrs')).toBeVisible();
      // Escape closes it too, and the focus goes back to the toggle.
      await toggle.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test('search from the header with suggestions', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const box = headerSearch(page);
      await box.focus();
      // The field suggests under itself as the words are typed: no dialog takes the focus away.
      await box.pressSequentially(brand.searchWord);
      await expect(suggestionList(page).getByRole('option').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('header [data-suggestion-count]')).toHaveText(/^\d+ suggestions?$/);
      await expect(box).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page);
      // Enter with no suggestion chosen searches the typed words.
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/.+\.html/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.searchWord, {
        ignoreCase: true,
      });
      await expect(page.locator('ul[aria-labelledby="listing-jobs"] > li').first()).toBeVisible();
      await expectAccessible(page);

      // The words stay in the field, which keeps the focus: Down shows their suggestions again, Down
      // once more goes to the first, and Enter to its page.
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(brand.searchWord);
      await box.press('ArrowDown');
      const first = suggestionList(page).getByRole('option').first();
      await expect(first).toBeVisible();
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/(k\/.+-jobs|company\/.+|jobs-in-.+|search\/.+\.html\?.*locIds=.+)$/);
      await expect(suggestionList(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('a skill written with a symbol is found from the search fields, its address and a suggestion', async ({
      page,
      consoleErrors,
    }) => {
      const { word, tag } = brand.symbolSkill;
      // The spec's slug form: "C++" is /search/c-plus-plus.html, "M&A" /search/ma.html.
      const address = `/search/${toSlug(word)}.html`;
      const expectFound = async () => {
        await expect(page).toHaveURL(address);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} jobs`);
        await expect(firstResult(page)).toContainText(tag);
      };

      await page.goto('/');
      await searchFromHeader(page, word);
      await expectFound();
      await expectAccessible(page);

      await page.goto('/');
      const home = page.getByRole('search', { name: 'Find jobs' });
      await home.getByLabel('Job title, skill or company').fill(word);
      await home.getByRole('button', { name: 'Search jobs' }).click();
      await expectFound();

      await page.goto(address);
      await expectFound();

      await headerSearch(page).fill(word);
      await suggestionList(page).getByRole('option', { name: tag, exact: true }).click();
      await expect(page).toHaveURL(`/k/${toSlug(tag)}-jobs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} Jobs`);
      await expect(firstResult(page)).toContainText(tag);
      expect(consoleErrors, 'errors of the pages that searched a symbol').toEqual([]);
    });

    test('a search with a spelling slip says what it searched for and offers the words as typed', async ({
      page,
      consoleErrors,
    }) => {
      const { typed, meant } = brand.slip;
      await page.goto('/');
      await searchFromHeader(page, typed);
      await expect(page).toHaveURL(`/search/${toSlug(typed)}.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${capitalised(meant)} jobs`);
      const spelling = page.getByRole('region', { name: 'Spelling' });
      await expect(spelling).toContainText(`Showing results for ${meant}`);
      await expect(firstResult(page)).toContainText(new RegExp(meant, 'i'));
      await expectAccessible(page);

      // "Search instead for managr": the literal words, and the page says so.
      await spelling.getByRole('link', { name: typed, exact: true }).click();
      await expect(page).toHaveURL(`/search/${toSlug(typed)}.html?asTyped=1`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${capitalised(typed)} jobs`);
      await expect(spelling).toContainText(`Showing results for ${typed}, as you typed it`);
      await expect(page.locator('ul[aria-labelledby="listing-jobs"] > li')).toHaveCount(0);
      await expectAccessible(page);

      // "Did you mean manager?" leads back to the corrected words, searched as such.
      await spelling.getByRole('link', { name: meant, exact: true }).click();
      await expect(page).toHaveURL(`/search/${toSlug(meant)}.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${capitalised(meant)} jobs`);
      await expect(spelling).toHaveCount(0);
      await expect(firstResult(page)).toBeVisible();
      expect(consoleErrors, 'errors of the pages that searched a slip').toEqual([]);
    });

    test('a chosen dark theme is kept, applied before the first paint, and stays accessible', async ({
      page,
      consoleErrors,
    }) => {
      // The text colour the theme gives the page: dark on a light page, light on a dark one.
      const text = () => page.evaluate(() => getComputedStyle(document.body).color);
      const luminance = (rgb: string) => {
        const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(brand.categoryPath);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const theme = page.getByRole('combobox', { name: 'Theme' });
      await expect(theme).toHaveValue('system');
      expect(luminance(await text())).toBeLessThan(0.4);

      await theme.selectOption({ label: 'Dark' });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      expect(luminance(await text())).toBeGreaterThan(0.6);
      await expectAccessible(page);

      // Another page: dark from its first paint, set by the head's script before the body is parsed and
      // long before React hydrates (which waits for the first paint).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          observer.disconnect();
          const root = document.documentElement;
          Object.assign(window, {
            atBody: { mode: root.dataset.colorMode, hydrated: 'hydrated' in root.dataset },
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      expect(await page.evaluate(() => (window as unknown as { atBody: unknown }).atBody)).toEqual({
        mode: 'dark',
        hydrated: false,
      });
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
      expect(luminance(await text())).toBeGreaterThan(0.6);

      // Back to the device's choice: the device says dark now, so the page follows it.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'As on this device' });
      await expect(page.locator('html')).not.toHaveAttribute('data-color-mode', /./);
      expect(luminance(await text())).toBeGreaterThan(0.6);
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBeNull();
      expect(consoleErrors).toEqual([]);
    });

    test("a visitor's job page loads no script until used, and a theme chosen then is applied", async ({
      page,
      consoleErrors,
    }) => {
      const scripts = () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((e) => /\.js(\?|$)/.test(new URL(e.name).pathname)).length,
        );
      await page.goto(brand.categoryPath);
      const href = await page.locator('main a[href^="/j/"]').first().getAttribute('href');
      await page.goto(href ?? '/');
      await expect(page.locator('html')).toHaveAttribute('data-hydration', 'on-use');
      // Painted, and a moment later still no script: a page that hydrates after its paint starts then.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(await scripts()).toBe(0);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

      // Choosing a theme is a use: the app loads, and the choice holds once it has.
      await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');
      expect(await scripts()).toBeGreaterThan(0);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('on a job page the header search opens no dialog, and the keyboard reaches "Apply now" within 15 Tabs', async ({
      page,
      consoleErrors,
    }) => {
      // A job applied to on this site (some send people to the employer's site instead), found in the
      // pages' HTML so the browser opens only the page under test.
      const listing = await (await page.request.get(brand.categoryPath)).text();
      const jobs = [...new Set([...listing.matchAll(/href="(\/j\/[^"]+\.html)"/g)].map((m) => m[1] ?? ''))];
      let href = '';
      for (const candidate of jobs.slice(0, 10)) {
        if ((await (await page.request.get(candidate)).text()).includes('>Apply now<')) {
          href = candidate;
          break;
        }
      }
      expect(href, `a job page of ${brand.categoryPath} with "Apply now"`).not.toBe('');
      await page.goto(href);

      // From the page's start, by the keyboard alone; the way passes through the header's search field.
      const focused = () =>
        page.evaluate(() => {
          const a = document.activeElement;
          if (!a || a === document.body) return { label: '(page)', search: false, apply: false };
          const name = (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().replace(/\s+/g, ' ');
          return {
            label: `${a.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
            search: a.matches('header input[name="q"]'),
            apply: a.matches('a, button') && name === 'Apply now',
          };
        });
      const way: string[] = [];
      let presses = 0;
      let reached = false;
      let checkedSearch = false;
      while (presses < 40 && !reached) {
        await page.keyboard.press('Tab');
        presses += 1;
        const at = await focused();
        way.push(at.label);
        reached = at.apply;
        if (at.search && !checkedSearch) {
          checkedSearch = true;
          // Focus reaching the field starts the app (the page hydrates on use); once it has, the field
          // is still focused and nothing opened over the page.
          await expect(page.locator('html[data-hydrated]')).toBeAttached();
          await expect(page.getByRole('combobox', { name: 'Search jobs' })).toBeFocused();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
      expect(checkedSearch, `the Tab order passes the header's search field: ${way.join(' → ')}`).toBe(true);
      test
        .info()
        .annotations.push({ type: 'Tabs to "Apply now"', description: `${presses}: ${way.join(' → ')}` });
      expect(
        reached && presses <= 15,
        `"Apply now" reached after ${reached ? presses : `more than ${presses}`} Tab presses from the page's start (at most 15): ${way.join(' → ')}`,
      ).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('a made-up address is a real 404 with popular categories', async ({ page, consoleErrors }) => {
      const response = await page.goto('/no/such/page-here');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ooops! Looks like you’ve got lost…');
      await expect(
        page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').first(),
      ).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      consoleErrors.length = 0;
    });

    for (const path of [
      '/k/',
      '/jobs-in-',
      '/company/',
      '/recruiter/',
      '/about-us',
      '/contact-us',
      '/faq',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
      '/cookie-policy',
      // (/downloadapp: the keyed pages' suite opens it and checks it the same way.)
    ]) {
      test(`${path} renders, is accessible and logs no errors`, async ({ page, consoleErrors }) => {
        let target = path;
        if (path.endsWith('/') || path.endsWith('-')) {
          // A page of that kind the home page links to, else one a job page does: found in their HTML,
          // so the browser opens only the page under test.
          const linkIn = async (at: string) =>
            new RegExp(`href="(${path}[^"]*)"`).exec(await (await page.request.get(at)).text())?.[1];
          let href = await linkIn('/');
          if (href === undefined) {
            const job = /href="(\/j\/[^"]+\.html)"/.exec(
              await (await page.request.get(brand.categoryPath)).text(),
            );
            href = await linkIn(job?.[1] ?? '/');
          }
          target = href?.replaceAll('&amp;', '&') ?? path;
        }
        const response = await page.goto(target);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
        expect(consoleErrors).toEqual([]);
      });
    }

    // What the files hold is the site's route tests' (robots, sitemap-index, sitemap): here, only that
    // the built site answers each at its address.
    test("the crawlers' files answer at their addresses", async ({ request }) => {
      expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
      expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemaps/courses.xml');
      for (const name of ['jobs', 'courses', 'pages']) {
        const answer = await request.get(`/sitemaps/${name}.xml`);
        expect(answer.status(), name).toBe(200);
        expect(await answer.text(), name).toContain('<urlset');
      }
    });
  });
}
