import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { cookieValue, createSeekerSession } from './session.ts';
import { pageUrlOf } from './site.ts';

const vertical = VERTICAL_IDS[0] as Vertical;

/**
 * An API that answers every call with `status` (and Set-Cookie on 200, with the answer of `POST job/save`),
 * recording the paths called.
 */
function fakeApi(status: number, calls: string[] = []) {
  return async (input: Request | URL | string) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.pathname);
    if (url.pathname.endsWith('/user/logout'))
      return new Response('{}', {
        status: 200,
        headers: { 'set-cookie': `${vertical}_token=; Path=/; Max-Age=0` },
      });
    if (status === 200)
      return new Response(JSON.stringify({ message: 'Job saved', jobId: 1, saved: 1, savedCount: 1 }), {
        status,
        headers: {
          'content-type': 'application/json',
          'set-cookie': `${vertical}_token=new; Path=/; HttpOnly`,
        },
      });
    return new Response(JSON.stringify({ error: { message: 'nope', statusCode: status } }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const request = (path: string, cookie = `${vertical}_session=s.x; ${vertical}_token=t`) =>
  new Request(`http://site.test${path}`, { headers: { cookie } });

const session = (path: string, status: number, calls?: string[]) =>
  createSeekerSession({
    vertical,
    apiOrigin: 'http://api.test',
    request: request(path),
    fetch: fakeApi(status, calls) as typeof fetch,
  });

describe('the seeker session of a request', () => {
  it('is signed in when a session cookie of the vertical is present', () => {
    expect(session('/jobfeed', 200).signedIn).toBe(true);
    const other = createSeekerSession({
      vertical,
      apiOrigin: 'http://api.test',
      request: request('/jobfeed', 'technology_session=s.x'),
    });
    expect(other.signedIn).toBe(false);
  });

  it("passes the API's cookies (a login, a refresh) on to the page's response", async () => {
    const s = session('/jobfeed', 200);
    await s.api.job.saveJob({ jobcode: 1 });
    const response = s.finish(new Response('page'));
    expect(response.headers.getSetCookie()).toEqual([`${vertical}_token=new; Path=/; HttpOnly`]);
  });

  it('keeps signed-in pages out of shared caches, and leaves public ones alone', () => {
    const page = () => new Response('page', { headers: { 'cache-control': 'public, max-age=60' } });
    expect(session('/j/a-1.html', 200).finish(page()).headers.get('cache-control')).toBe('private, no-store');
    const anonymous = createSeekerSession({
      vertical,
      apiOrigin: 'http://api.test',
      request: request('/j/a-1.html', ''),
    });
    const publicPage = anonymous.finish(page());
    expect(publicPage.headers.get('cache-control')).toBe('public, max-age=60');
    // After signing in, the browser must not reuse the copy it kept while signed out.
    expect(publicPage.headers.get('vary')).toBe('Cookie');
  });

  it('leaves an immutable file (a company logo) cached for everyone, signed in or not', () => {
    const logo = () =>
      new Response('<svg/>', { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
    const signedIn = session('/logos/acme-0123456789.svg', 200).finish(logo());
    expect(signedIn.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const anonymous = createSeekerSession({
      vertical,
      apiOrigin: 'http://api.test',
      request: request('/logos/acme-0123456789.svg', ''),
    }).finish(logo());
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(anonymous.headers.get('vary')).toBeNull();
  });

  it('turns a revoked session (418) into a document reload of home, cookies removed', async () => {
    const calls: string[] = [];
    const s = session('/jobfeed.data', 418, calls);
    await expect(s.api.job.saveJob({ jobcode: 1 })).rejects.toThrow();
    expect(calls).toContain(`/${vertical}/user/logout`);
    const response = s.finish(new Response('page'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${vertical}_session=; Path=/; Max-Age=0`),
    );
  });

  it("tells a page's live stream that its session ended, as an event naming where the page goes", async () => {
    const s = createSeekerSession({
      vertical,
      apiOrigin: 'http://api.test',
      request: new Request('http://site.test/mychat/events', {
        headers: { cookie: `${vertical}_session=s.x; ${vertical}_token=t`, accept: 'text/event-stream' },
      }),
      fetch: fakeApi(418) as typeof fetch,
    });
    await expect(s.api.chat.unreadCount(undefined)).rejects.toThrow();
    const response = s.finish(new Response('Reconnecting', { status: 503 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await response.text()).toBe('event: session-ended\ndata: /\n\n');
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${vertical}_session=; Path=/; Max-Age=0`),
    );
  });

  it('reloads the same page after a forced logout on a job page', async () => {
    const s = session('/j/analyst-12.html', 418);
    await expect(s.api.job.saveJob({ jobcode: 12 })).rejects.toThrow();
    expect(s.finish(new Response('page')).headers.get('location')).toBe('/j/analyst-12.html');
  });

  it('goes home on a 401 outside the auth pages, and not on them', async () => {
    const s = session('/saved-jobs', 401);
    await expect(s.api.job.saveJob({ jobcode: 1 })).rejects.toThrow();
    expect(s.finish(new Response('page')).headers.get('location')).toBe('/');
    const auth = session('/login', 401);
    await expect(auth.api.job.saveJob({ jobcode: 1 })).rejects.toThrow();
    expect(auth.finish(new Response('page')).status).toBe(200);
  });

  it('reads cookies and the page behind a data request', () => {
    expect(cookieValue(`a=1; ${vertical}_session=abc.def`, `${vertical}_session`)).toBe('abc.def');
    expect(cookieValue('a=1', 'b')).toBeUndefined();
    expect(pageUrlOf(new Request('http://x/_root.data?_routes=root')).pathname).toBe('/');
    expect(pageUrlOf(new Request('http://x/jobfeed.data?exp=2&_routes=a')).toString()).toBe(
      'http://x/jobfeed?exp=2',
    );
  });
});
