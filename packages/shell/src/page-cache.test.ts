import { describe, expect, it } from 'vitest';
import { freshFor, PageCache, wantsRevalidation } from './page-cache.ts';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';

/** A rendered page as the entry answers it: the nonce in its scripts and in its CSP. */
function page(
  text: string,
  { nonce = 'OLDnonce0000000000000000', cacheControl = PUBLIC, status = 200 } = {},
) {
  return new Response(
    `<html><head><script nonce="${nonce}">start()</script></head><body>${text}<script nonce="${nonce}"></script></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html',
        'Cache-Control': cacheControl,
        'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
        'Set-Cookie': 'seen=1',
        'Server-Timing': 'api;dur=12.0',
        Vary: 'Cookie',
      },
    },
  );
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('PageCache', () => {
  it('serves a public page fresh for its max-age, each answer with its own nonce', async () => {
    const { now, advance } = clock();
    const pages = new PageCache(1024 * 1024, 86_400_000, now);
    await pages.remember('/c/it-jobs', page('forty jobs'));
    advance(59_000);
    const copy = pages.fresh('/c/it-jobs', 'NEWnonce1111111111111111');
    expect(copy?.status).toBe(200);
    const html = await copy?.text();
    expect(html).toContain('forty jobs');
    expect(html).not.toContain('OLDnonce');
    expect(html?.match(/nonce="NEWnonce1111111111111111"/g)).toHaveLength(2);
    expect(copy?.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-NEWnonce1111111111111111'",
    );
    expect(copy?.headers.get('age')).toBe('59');
    expect(copy?.headers.get('cache-status')).toBe('site; hit; ttl=1');
    expect(copy?.headers.get('vary')).toBe('Cookie');
    // What belonged to the first answer only is not repeated.
    expect(copy?.headers.get('set-cookie')).toBeNull();
    expect(copy?.headers.get('server-timing')).toBeNull();
    advance(1_000);
    expect(pages.fresh('/c/it-jobs', 'x')).toBeUndefined();
  });

  it('keeps only public 200 pages, and a shared max-age before a browser one', async () => {
    const pages = new PageCache();
    await pages.remember('/private', page('mine', { cacheControl: 'private, no-store' }));
    await pages.remember('/gone', page('not found', { status: 404 }));
    await pages.remember(
      '/learning/course/1/brochure',
      new Response(new Uint8Array([37, 80, 68, 70, 255]), {
        headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'public, max-age=3600' },
      }),
    );
    expect(pages.size).toBe(0);
    expect(freshFor(PUBLIC)).toBe(60_000);
    expect(freshFor('public, max-age=60, s-maxage=5')).toBe(5_000);
    expect(freshFor('public, no-cache, max-age=60')).toBe(0);
    expect(freshFor('public')).toBe(0);
    expect(freshFor(null)).toBe(0);
  });

  it('answers with the last copy, marked stale, for a day when the API is down', async () => {
    const { now, advance } = clock();
    const pages = new PageCache(1024 * 1024, 86_400_000, now);
    await pages.remember('/', page('home'));
    advance(3_600_000);
    expect(pages.fresh('/', 'n')).toBeUndefined();
    const stale = pages.stale('/', 'NEWnonce2222222222222222');
    expect(stale?.headers.get('x-served-stale')).toBe('api-unavailable');
    expect(stale?.headers.get('cache-control')).toBe('no-store');
    expect(await stale?.text()).toContain('nonce="NEWnonce2222222222222222"');
    advance(86_400_000);
    expect(pages.stale('/', 'n')).toBeUndefined();
  });

  it('refuses a page rendered with a part left out, and keeps the whole copy it had', async () => {
    const pages = new PageCache();
    await pages.remember('/', page('home without its courses'), () => false);
    expect(pages.size).toBe(0);
    // Requests for it render at once rather than wait for a copy that is not coming.
    pages.track('/', new Promise(() => {}));
    expect(pages.filling('/')).toBeUndefined();
    await pages.remember('/', page('home with its courses'));
    await pages.remember('/', page('home without its courses'), () => false);
    expect(await pages.fresh('/', 'n')?.text()).toContain('home with its courses');
  });

  it('keeps at most its bytes, dropping the least recently used page', async () => {
    const size = (await page('x'.repeat(1000)).text()).length;
    const pages = new PageCache(size * 2 + 10);
    await pages.remember('/a', page('a'.repeat(1000)));
    await pages.remember('/b', page('b'.repeat(1000)));
    pages.fresh('/a', 'n');
    await pages.remember('/c', page('c'.repeat(1000)));
    expect(pages.size).toBe(2);
    expect(pages.bytes).toBe(size * 2);
    expect(pages.fresh('/a', 'n')).toBeDefined();
    expect(pages.fresh('/b', 'n')).toBeUndefined();
    expect(pages.fresh('/c', 'n')).toBeDefined();
    // A page again replaces its copy rather than counting twice.
    await pages.remember('/c', page('c'.repeat(1000)));
    expect(pages.bytes).toBe(size * 2);
  });

  it('says a page is being rendered until its copy is kept, so others wait for it', async () => {
    const pages = new PageCache();
    let done: (copy: Promise<void>) => void = () => {};
    pages.track('/j/1.html', new Promise<void>((resolve) => (done = resolve)));
    const render = pages.filling('/j/1.html');
    expect(render).toBeDefined();
    expect(pages.filling('/j/2.html')).toBeUndefined();
    done(pages.remember('/j/1.html', page('a job')));
    await render;
    expect(pages.filling('/j/1.html')).toBeUndefined();
    expect(await pages.fresh('/j/1.html', 'n')?.text()).toContain('a job');
  });

  it('lets requests for a page it could not keep render at once, rather than queue', async () => {
    const { now, advance } = clock();
    const pages = new PageCache(1024 * 1024, 86_400_000, now);
    await pages.remember('/login', page('log in', { cacheControl: 'private, no-store' }));
    pages.track('/login', new Promise(() => {}));
    expect(pages.filling('/login')).toBeUndefined();
    advance(60_000);
    expect(pages.filling('/login')).toBeDefined();
    // A page kept again is waited for at once.
    await pages.remember('/about', page('about', { cacheControl: 'private, no-store' }));
    await pages.remember('/about', page('about'));
    pages.track('/about', new Promise(() => {}));
    expect(pages.filling('/about')).toBeDefined();
  });
});

describe('wantsRevalidation', () => {
  const asking = (headers: Record<string, string>) =>
    wantsRevalidation(new Request('http://site/', { headers }));
  it('is what a reload or a no-cache request asks for', () => {
    expect(asking({})).toBe(false);
    expect(asking({ 'cache-control': 'max-age=0' })).toBe(true);
    expect(asking({ 'cache-control': 'no-cache' })).toBe(true);
    expect(asking({ pragma: 'no-cache' })).toBe(true);
    expect(asking({ 'cache-control': 'max-age=600' })).toBe(false);
  });
});
