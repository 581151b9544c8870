/**
 * Tests of the features' loaders and actions against the real API, without a browser.
 *
 * `startTestApi` runs the API (`apps/api/src/main.ts`) as a child process on a free port, with an
 * embedded PGlite in a fresh temporary folder and a small seed (`test-api.ts`); `setupTestApi` gives a
 * test file the package run's shared API, or its own when it needs the API configured otherwise. A
 * `TestSite` is one brand of one vertical on that API, and a `TestBrowser` is a person visiting it: a
 * cookie jar that every request carries and that keeps the Set-Cookie headers of the answers, as a
 * browser would. `browser.load(loader, path)` and `browser.submit(action, path, fields)` build the
 * request, set the site context the way the shell's root middleware does (`root.server.ts`: a seeker
 * session from `createSeekerSession`, its client pointed at the real API), run the route function,
 * finish the response through the session (its cookies, its session-event redirects) and answer what
 * the page would: its status, data, redirect and response.
 */
import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@jobsite/api-client';
import { type FeatureFlags, VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import { type LoaderFunctionArgs, type Params, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type Brand, STATIC_PAGES } from './brand.ts';
import { createSeekerSession, sessionCookieNames } from './session.ts';
import { pageUrlOf, type Site, siteContext } from './site.ts';
import {
  SHARED_TEST_API,
  type StartTestApiOptions,
  startTestApi,
  type TestApi,
  type TestApiAddress,
  testApiAt,
} from './test-api.ts';

export {
  type OutboxMessage,
  type StartTestApiOptions,
  startTestApi,
  TEST_SEED_JOBS_PER_VERTICAL,
  type TestApi,
} from './test-api.ts';

/** The password of every seeker the harness signs up. */
export const TEST_PASSWORD = 'a long passphrase for route tests';

/** The share tags every page kind has (Open Graph and the Twitter card), by their keys. */
export const SHARE_KEYS = ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card'];

/** Which of the share tags a route's `meta` gives, each with a content. */
export const shareKeysOf = (tags: readonly unknown[]) =>
  SHARE_KEYS.filter((key) =>
    tags.some((t) => {
      const m = t as { property?: string; name?: string; content?: string };
      return (m.property === key || m.name === key) && Boolean(m.content);
    }),
  );

// ---------------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------------

/** Whether the options change the API itself (its environment or seed), so a file needs its own. */
const changesTheApi = (options: StartTestApiOptions) =>
  options.env !== undefined || options.seedJobsPerVertical !== undefined;

/** The run's shared API (`test-api.global.ts`), started on the first ask; undefined in a run without one. */
async function sharedTestApi(): Promise<TestApi | undefined> {
  const broker = inject(SHARED_TEST_API);
  if (broker === undefined) return undefined;
  const answer = await fetch(broker);
  if (!answer.ok) throw new Error(`the run's shared test API did not start:\n${await answer.text()}`);
  const address = (await answer.json()) as TestApiAddress;
  return testApiAt(address, {
    // The run stops it after its last file.
    stop: async () => {},
    log: () => "the shared API's warnings and errors are in the test run's own output",
  });
}

/**
 * The real API of the test file's tests. Without options it is the package run's shared API (one for
 * all its files, started by the first file that asks: `test-api.global.ts` in the Vitest config of
 * `vitest.ts`), so a test must not count on a fresh database: it signs up its own seekers, posts its
 * own jobs and reads what it made. With `env` or `seedJobsPerVertical` (an API configured otherwise),
 * or in a run without the shared API, the file starts its own before its first test and stops it after
 * its last. The handle reads the running API (`api()`), so it can be created at the top of the file.
 */
export function setupTestApi(options: StartTestApiOptions = {}): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(
    async () => {
      api = (changesTheApi(options) ? undefined : await sharedTestApi()) ?? (await startTestApi(options));
    },
    (options.startTimeoutMs ?? 120_000) + 15_000,
  );
  afterAll(async () => {
    await api?.stop();
  }, 30_000);
  return () => {
    if (!api) throw new Error('the test API is not running: use it inside a test or a hook');
    return api;
  };
}

// ---------------------------------------------------------------------------------------------------
// The site
// ---------------------------------------------------------------------------------------------------

/** A minimal brand of a vertical: enough data for every page, named after the vertical. */
export function testBrand(vertical: Vertical, overrides: Partial<Brand> = {}): Brand {
  const name = `Test ${vertical} jobs`;
  const page = (title: string) => ({
    title,
    description: `${title} of ${name}.`,
    sections: [{ heading: title, paragraphs: [`${title} of ${name}.`] }],
  });
  return {
    name,
    vertical,
    seo: { title: `${name}: jobs in India`, description: `The latest jobs on ${name}.` },
    tagline: `${vertical} jobs across India`,
    nav: [],
    popularCategories: [],
    footer: [{ title: 'Company', links: [{ label: 'About us', href: STATIC_PAGES.about }] }],
    legal: `© ${name}`,
    contactEmail: `care@${vertical}.example.com`,
    twitterHandle: `@test_${vertical}`,
    searchPlaceholder: 'Search jobs',
    pages: { about: page('About us'), contact: page('Contact us'), faq: page('FAQ') },
    downloadApp: {
      title: `Download the ${name} app`,
      intro: 'Apply on the go.',
      points: ['Job alerts'],
      stores: [
        { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=example.jobsite.test' },
        { store: 'app-store', href: 'https://apps.apple.com/in/app/jobsite-test/id6470000100' },
      ],
    },
    womenAtWork: { title: 'Women at work', description: `Diversity at ${name}.`, sections: [] },
    talentBridge: { title: 'Talent bridge', description: `Returners at ${name}.`, sections: [] },
    engineersWeek: {
      title: 'Engineers week',
      description: `The hiring week of ${name}.`,
      sections: [],
      starts: '2027-03-15',
      ends: '2027-03-19',
      categorySlug: VERTICALS[vertical].categories[0]?.slug ?? '',
    },
    ...overrides,
  };
}

export interface TestSiteOptions {
  /** Default the first of `VERTICAL_IDS`. */
  vertical?: Vertical;
  /** Changes to `testBrand(vertical)`. */
  brand?: Partial<Brand>;
  /** Flags over the vertical's defaults (`VERTICALS[vertical].flags`). */
  flags?: Partial<FeatureFlags>;
  /** Origin of the requests the site receives; default `http://site.test`. */
  origin?: string;
  /** The site's public origin (`SITE_URL`); default none, so canonical links use the request's origin. */
  siteUrl?: string;
}

export interface TestSite {
  readonly vertical: Vertical;
  readonly brand: Brand;
  readonly flags: FeatureFlags;
  /** Origin of the requests, e.g. `http://site.test`. */
  readonly origin: string;
  readonly siteUrl: string | undefined;
  /** The running API (throws for a site made without one). */
  api(): TestApi;
  /** Where the site's API client calls: the running API, or a closed port for a site without one. */
  apiOrigin(): string;
  /** A new visitor with no cookies. */
  browser(): TestBrowser;
  /** A new visitor who has just signed up through the API (registering signs in). */
  signUp(input?: SignUpInput): Promise<TestBrowser>;
}

/** Port 1 refuses connections at once: every call of a site without an API fails fast. */
const NO_API = 'http://127.0.0.1:1';

/**
 * One brand of one vertical on the test API. `api` may be the handle of `setupTestApi`; `null` makes a
 * site without an API, for the pages that must render without calling it (static pages, robots).
 */
export function testSite(api: TestApi | (() => TestApi) | null, options: TestSiteOptions = {}): TestSite {
  const vertical = options.vertical ?? (VERTICAL_IDS[0] as Vertical);
  const running = (): TestApi => {
    if (api === null) throw new Error('this test site has no API');
    return typeof api === 'function' ? api() : api;
  };
  const site: TestSite = {
    vertical,
    brand: testBrand(vertical, options.brand),
    flags: { ...VERTICALS[vertical].flags, ...options.flags },
    origin: (options.origin ?? 'http://site.test').replace(/\/$/, ''),
    siteUrl: options.siteUrl,
    api: running,
    apiOrigin: () => (api === null ? NO_API : running().origin),
    browser: () => new TestBrowser(site),
    async signUp(input) {
      const browser = new TestBrowser(site);
      await browser.signUp(input);
      return browser;
    },
  };
  return site;
}

/** A job of the feed (`GET job/jobfeed`), as its cards give it. */
export type FeedJob = Awaited<ReturnType<ApiClient['job']['jobfeed']>>['jobs'][number];

/**
 * The newest live job of the site's vertical that `matches`, looked for page by page through the feed.
 * The package run's API is shared, so the feed's first page may hold only jobs other files posted (a
 * title, no tags, no salary): a test that needs a seeded job with some property asks for it here.
 */
export async function findJob(site: TestSite, matches: (job: FeedJob) => boolean): Promise<FeedJob> {
  const client = site.browser().client();
  for (let page = 0; ; page++) {
    const feed = await client.job.jobfeed({ page });
    const job = feed.jobs.find(matches);
    if (job) return job;
    if (feed.jobs.length === 0) throw new Error('no live job of the feed matches');
  }
}

/** `setupTestApi` and `testSite` in one: the file's API (shared unless `api` changes it) and a brand on it. */
export function setupTestSite(options: TestSiteOptions & { api?: StartTestApiOptions } = {}): TestSite {
  return testSite(setupTestApi(options.api), options);
}

// ---------------------------------------------------------------------------------------------------
// The visitor
// ---------------------------------------------------------------------------------------------------

let emails = 0;
/** An address no other test (of this run or another) uses. */
export function uniqueEmail(tag = 'seeker'): string {
  emails += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}-${emails}@example.com`;
}

export interface SignUpInput {
  name?: string;
  email?: string;
  password?: string;
  phone?: string;
}

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  seekerId: number;
}

/** A loader or an action of a route module. */
// biome-ignore lint/suspicious/noExplicitAny: any route function, whatever it declares it takes.
type RouteFunction = (args: LoaderFunctionArgs) => any;

type Unwrapped<R> = R extends Response
  ? never
  : R extends { type: string; data: infer D; init: ResponseInit | null }
    ? D
    : R;

/** What a route function gives the page: its value, `data()` unwrapped, a Response left out. */
export type RouteData<F extends RouteFunction> = Unwrapped<Awaited<ReturnType<F>>>;

/** What the page answers when the router runs a loader or an action. */
export interface RouteResult<T> {
  /** The HTTP status: 200 for plain data, `data()`'s status, a Response's status or a redirect's. */
  status: number;
  /** The value the function returned or threw (`data()` unwrapped); undefined for a Response. */
  data: T | undefined;
  /** Where a redirect leads (the function's or the session's), else `null`. */
  location: string | null;
  /** Whether the function threw its answer (a redirect or an error response). */
  thrown: boolean;
  /**
   * The answer as the root middleware finishes it (`session.finish`): the function's Response (read
   * its body here), or one standing for its data, with the session's Set-Cookie and cache headers.
   */
  response: Response;
}

export interface RouteOptions {
  /** The route's params (`{ slug: 'consulting-jobs' }` for `c/:slug`). */
  params?: Params;
  /** The route's pattern, as the router passes it (default the path). */
  pattern?: string;
  /** More request headers. */
  headers?: Record<string, string>;
}

export type FormFields = FormData | Record<string, string | number | Blob | readonly (string | number)[]>;

const isDataWithInit = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'DataWithResponseInit' &&
  'data' in value &&
  'init' in value;

const isRedirect = (status: number) => status >= 300 && status < 400;

/** A browser's cookies for the site: what the API set through the site's responses. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  names(): string[] {
    return [...this.#cookies.keys()];
  }

  /** The Cookie header a browser sends, or undefined when it has none. */
  header(): string | undefined {
    if (this.#cookies.size === 0) return undefined;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps Set-Cookie headers; an empty value, `Max-Age=0` or a past `Expires` removes the cookie. */
  receive(setCookies: readonly string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (gone || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  clear(): void {
    this.#cookies.clear();
  }
}

/** A person visiting the site: their cookies go with every request and come back with every answer. */
export class TestBrowser {
  readonly site: TestSite;
  readonly cookies = new CookieJar();
  /** The account this browser signed up or signed in with, if any. */
  account: TestAccount | undefined;

  constructor(site: TestSite) {
    this.site = site;
  }

  /** Whether the browser holds a session cookie (what the site's `signedIn` reads). */
  get signedIn(): boolean {
    return sessionCookieNames(this.site.vertical).some((name) => this.cookies.get(name) !== undefined);
  }

  /** A request of this browser to a path of the site (or a full URL), with its cookies. */
  request(path: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers);
    const cookie = this.cookies.header();
    if (cookie !== undefined) headers.set('cookie', cookie);
    return new Request(new URL(path, this.site.origin), { ...init, headers });
  }

  /**
   * An API client with this browser's cookies, as the site's server would build one for a page at
   * `pageUrl`; the cookies it receives come back to the browser. For arranging what a test needs
   * through the API itself.
   */
  client(pageUrl = '/'): ApiClient {
    return createApiClient({
      vertical: this.site.vertical,
      apiOrigin: this.site.apiOrigin(),
      pageUrl: new URL(pageUrl, this.site.origin).toString(),
      cookies: { get: () => this.cookies.header(), set: (headers) => this.cookies.receive(headers) },
    });
  }

  /** Signs up through the real API (registering signs in at once); the session cookies stay here. */
  async signUp(input: SignUpInput = {}): Promise<TestAccount> {
    const name = input.name ?? 'Asha Rao';
    const email = input.email ?? uniqueEmail();
    const password = input.password ?? TEST_PASSWORD;
    const answer = await this.client('/register').auth.register({
      name,
      email,
      password,
      ...(input.phone ? { phone: input.phone } : {}),
    });
    if (typeof answer.seekerId !== 'number') throw new Error(`signing up ${email} gave no seeker id`);
    this.account = { name, email, password, seekerId: answer.seekerId };
    return this.account;
  }

  /** Signs in through the real API; the session cookies stay here. */
  async signIn(email: string, password = TEST_PASSWORD): Promise<void> {
    const answer = await this.client('/login').auth.login({ email, password });
    if (!answer.token || answer.seekerId === null)
      throw new Error(`signing in ${email} needs a code (two-factor or reactivation)`);
    const name = this.account?.email === email ? this.account.name : '';
    this.account = { name, email, password, seekerId: answer.seekerId };
  }

  /** Drops the session cookies (as a browser whose session cookies expired). */
  forget(): void {
    this.cookies.clear();
  }

  /** Runs a loader for `GET path`, as the router would inside the root middleware. */
  load<F extends RouteFunction>(
    loader: F,
    path: string,
    options: RouteOptions = {},
  ): Promise<RouteResult<RouteData<F>>> {
    return this.run(loader, this.request(path, { headers: options.headers ?? {} }), options);
  }

  /** Runs an action for a form `POST` to `path`, as the router would inside the root middleware. */
  submit<F extends RouteFunction>(
    action: F,
    path: string,
    fields: FormFields = {},
    options: RouteOptions = {},
  ): Promise<RouteResult<RouteData<F>>> {
    const body = fields instanceof FormData ? fields : toFormData(fields);
    const request = this.request(path, {
      method: 'POST',
      body,
      headers: { origin: this.site.origin, ...options.headers },
    });
    return this.run(action, request, options);
  }

  /** The data a loader gives for `GET path`; throws when the page answers anything else. */
  async data<F extends RouteFunction>(loader: F, path: string, options: RouteOptions = {}) {
    return dataOf(await this.load(loader, path, options), `GET ${path}`);
  }

  /** The data an action gives for a form `POST`; throws when the page answers anything else. */
  async submitData<F extends RouteFunction>(
    action: F,
    path: string,
    fields: FormFields = {},
    options: RouteOptions = {},
  ) {
    return dataOf(await this.submit(action, path, fields, options), `POST ${path}`);
  }

  /** Builds the request's site context (root middleware), runs `fn` and finishes its answer. */
  async run<F extends RouteFunction>(
    fn: F,
    request: Request,
    options: RouteOptions = {},
  ): Promise<RouteResult<RouteData<F>>> {
    const { site } = this;
    const apiOrigin = site.apiOrigin();
    const session = createSeekerSession({ vertical: site.vertical, apiOrigin, request });
    const context = new RouterContextProvider();
    const value: Site = {
      brand: site.brand,
      vertical: site.vertical,
      name: site.brand.name,
      apiOrigin,
      siteUrl: site.siteUrl,
      flags: site.flags,
      api: session.api,
      signedIn: session.signedIn,
    };
    context.set(siteContext, value);
    const url = pageUrlOf(request);
    let outcome: unknown;
    let thrown = false;
    try {
      outcome = await fn({
        request,
        url,
        pattern: options.pattern ?? url.pathname,
        params: options.params ?? {},
        context,
      });
    } catch (error) {
      outcome = error;
      thrown = true;
    }
    let data: unknown;
    let answer: Response;
    if (outcome instanceof Response) answer = outcome;
    else if (isDataWithInit(outcome)) {
      data = outcome.data;
      answer = new Response(null, outcome.init ?? {});
    } else if (thrown) {
      // An error: the router renders a 500, unless the session turns it into a redirect (a 401
      // outside the auth pages, a forced logout).
      const finished = session.finish(new Response(null, { status: 500 }));
      this.cookies.receive(finished.headers.getSetCookie());
      if (isRedirect(finished.status))
        return {
          status: finished.status,
          data: undefined,
          location: finished.headers.get('location'),
          thrown,
          response: finished,
        };
      throw outcome;
    } else {
      data = outcome;
      answer = new Response(null, { status: 200 });
    }
    const finished = session.finish(answer);
    this.cookies.receive(finished.headers.getSetCookie());
    return {
      status: finished.status,
      data: finished === answer || !isRedirect(finished.status) ? (data as RouteData<F>) : undefined,
      location: isRedirect(finished.status) ? finished.headers.get('location') : null,
      thrown,
      response: finished,
    };
  }
}

// ---------------------------------------------------------------------------------------------------
// Expectations every signed-in page shares
// ---------------------------------------------------------------------------------------------------

/**
 * A page only a signed-in person may see: a signed-out visitor asking for `path` is sent to log in and
 * come back to it (`requireSignedIn`'s thrown redirect). With `fields` the visitor posts the form to the
 * route's action instead of loading the page.
 */
export async function expectLoginFirst<F extends RouteFunction>(
  site: TestSite,
  fn: F,
  path: string,
  options: RouteOptions & { fields?: FormFields } = {},
): Promise<void> {
  const { fields, ...route } = options;
  const visitor = site.browser();
  const result =
    fields === undefined
      ? await visitor.load(fn, path, route)
      : await visitor.submit(fn, path, fields, route);
  expect(result, `${fields === undefined ? 'GET' : 'POST'} ${path}`).toMatchObject({
    status: 302,
    thrown: true,
    location: `/login?next=${encodeURIComponent(path)}`,
  });
}

/**
 * The test every page only signed-in people see shares: `expectLoginFirst` for `path` (or the path it
 * reads, for a path known only once the file's hooks have run).
 */
export function itSendsSignedOutVisitorsToLogIn<F extends RouteFunction>(
  site: TestSite,
  fn: F,
  path: string | (() => string),
  options: RouteOptions = {},
): void {
  it('sends a signed-out visitor to log in and come back', () =>
    expectLoginFirst(site, fn, typeof path === 'string' ? path : path(), options));
}

function toFormData(fields: Exclude<FormFields, FormData>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else form.append(name, String(value));
  }
  return form;
}

function dataOf<T>(result: RouteResult<T>, what: string): T {
  if (result.status === 200 && result.location === null && result.data !== undefined && !result.thrown)
    return result.data;
  throw new Error(
    `${what} answered ${result.status}${result.location ? ` (to ${result.location})` : ''}${result.thrown ? ', thrown' : ''}, not data`,
  );
}
