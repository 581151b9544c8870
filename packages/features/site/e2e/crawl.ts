/**
 * No dead ends: signed in as the seeded demo seeker (who has applications in every status, interviews,
 * an assessment, a chat and saved jobs, so the signed-in pages show their links), the suite follows every
 * internal link of every page it reaches and fails on any 404 or 5xx, naming the page that showed the
 * link. The same walk runs signed out. It is bounded: a few pages of each kind (three job pages, three
 * categories...), since one job page's links are every job page's links. On every page it reads, it
 * also looks for counting and article slips ("1 applicants", "a AI startup": `wordingSlips`).
 */
import { type WordingSlip, wordingSlips } from '@jobsite/domain';
import { apiOrigin, test } from '@jobsite/test-fixtures/e2e';
import { type APIRequestContext, expect } from '@playwright/test';

/** The seeded demo seeker of every vertical (apps/api/README.md). */
const DEMO = { email: 'demo@jobsite.local', password: 'demo seeker of the job site' } as const;

/** Links that change state when followed: the walk names them but does not follow them. */
const NOT_FOLLOWED = [/^\/logout(?:$|\?)/];

/** Files whose links must answer, but whose bodies hold no links to follow. */
const NOT_PARSED = /\.(?:pdf|ics|xml|txt|json|png|jpe?g|webp|svg|mp4|mp3|webm)$/;

/** How many pages of one kind the walk opens. */
const PER_KIND = 3;

/** A page's kind: its path with numbers and slugs folded, so `/j/a-1.html` and `/j/b-2.html` are one kind. */
export function kindOf(path: string): string {
  const [first = '', second = ''] = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (first === '') return '/';
  // Pages keyed by one segment (`/jobfeed`, `/faq`) are kinds of their own; deeper ones fold their tail.
  if (second === '') return `/${first.replace(/-p\d+\.html$/, '')}`;
  return `/${first}/${/^\d+$/.test(second) || second.includes('-') || second.includes('.') ? '*' : second}`;
}

/** The internal links of a page's HTML, as paths with their query, without fragments. */
export function linksOf(html: string, origin: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&');
    if (raw === '' || raw.startsWith('#') || /^(?:mailto|tel|javascript):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      out.add(`bad:${raw}`);
      continue;
    }
    if (url.origin !== origin) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|button|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|section|select|summary|table|td|th|tr|ul)\b[^>]*>/gi;

/** The text a reader sees of a page's HTML: no scripts, styles or tags; entities read. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      // Blocks end a line of text: "1" in one and "Openings" in the next are not "1 Openings".
      .replace(BLOCK_TAG, ' ¶ ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
  );
}

interface DeadEnd {
  link: string;
  status: number;
  from: string;
}

async function walk(
  request: APIRequestContext,
  origin: string,
  starts: string[],
  budget: number,
): Promise<{
  visited: number;
  deadEnds: DeadEnd[];
  slips: (WordingSlip & { page: string })[];
  kinds: number;
}> {
  const seen = new Set<string>(starts);
  const perKind = new Map<string, number>();
  const queue = starts.map((link) => ({ link, from: '(start)' }));
  const deadEnds: DeadEnd[] = [];
  const slips: (WordingSlip & { page: string })[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < budget) {
    const { link, from } = queue.shift() as { link: string; from: string };
    if (link.startsWith('bad:')) {
      deadEnds.push({ link, status: 0, from });
      continue;
    }
    const res = await request.get(link, { maxRedirects: 5, failOnStatusCode: false });
    visited += 1;
    const status = res.status();
    if (status === 404 || status >= 500) {
      deadEnds.push({ link, status, from });
      continue;
    }
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('text/html') || NOT_PARSED.test(link.split('?')[0] ?? '')) continue;
    const html = await res.text();
    for (const slip of wordingSlips(visibleText(html))) slips.push({ ...slip, page: link });
    for (const next of linksOf(html, origin)) {
      if (seen.has(next) || NOT_FOLLOWED.some((re) => re.test(next))) continue;
      seen.add(next);
      const kind = kindOf(next);
      const count = perKind.get(kind) ?? 0;
      if (count >= PER_KIND) continue;
      perKind.set(kind, count + 1);
      queue.push({ link: next, from: link });
    }
  }
  return { visited, deadEnds, slips, kinds: perKind.size };
}

export function defineNoDeadEndsSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: no dead ends`, () => {
    // Plain HTTP, no browser: the links a crawler or a person would follow, as the server answers them.
    test('every internal link of every page the demo seeker reaches answers and reads right, signed in and signed out', async ({
      request,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const origin = new URL(baseURL ?? 'http://localhost').origin;

      const signedOut = await walk(request, origin, ['/', '/sitemap', '/learning'], 250);
      expect(signedOut.deadEnds, 'dead ends signed out').toEqual([]);
      expect(signedOut.slips, 'counting and article slips signed out').toEqual([]);
      expect(signedOut.visited).toBeGreaterThan(40);

      // Signed in through the API, whose session cookies the site reads (it shares the API's host): the
      // login page itself is the session suite's.
      const login = await request.post(`${apiOrigin()}/${brand.vertical}/user/login`, { form: DEMO });
      expect(login.status()).toBe(200);
      expect((await request.get('/jobfeed', { maxRedirects: 0 })).status()).toBe(200);

      const signedIn = await walk(
        request,
        origin,
        ['/jobfeed', '/myprofile', '/applied-jobs', '/saved-jobs', '/allnotification', '/settings', '/'],
        400,
      );
      expect(signedIn.deadEnds, `dead ends signed in as ${DEMO.email}`).toEqual([]);
      expect(signedIn.slips, `counting and article slips signed in as ${DEMO.email}`).toEqual([]);
      expect(signedIn.visited).toBeGreaterThan(60);
      // The figures of the walk, in the report: how far it went.
      test.info().annotations.push({
        type: 'walked',
        description: `${signedOut.visited} pages signed out, ${signedIn.visited} signed in (${signedIn.kinds} kinds)`,
      });
    });
  });
}
