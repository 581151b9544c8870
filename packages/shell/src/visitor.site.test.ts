/**
 * Who the API thinks is asking (decision 0068), through a brand's real server (`brand-server.ts`) and
 * the real API: visitors who sign up through the site's page are counted by their own addresses,
 * which the site signs for the API, not as the site's one address. The API allows one sign-up an hour
 * per address here.
 */
import { VERTICALS } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_APPS, type BrandServer, startBrandServer } from './brand-server.ts';
import { setupTestApi, TEST_PASSWORD, uniqueEmail } from './testing.ts';
import { stampPeer } from './visitor.ts';

const SECRET = 'a-secret-the-site-and-the-api-share-in-route-tests';
const SITE = 'http://localhost:3510';
const TOO_MANY = 'Too many sign-ups from this address. Please try again later';
const vertical = BRAND_APPS[0] ?? VERTICALS.management.id;

const api = setupTestApi({ env: { VISITOR_ADDRESS_SECRET: SECRET, SIGNUPS_PER_HOUR: '1' } });

let site: BrandServer;
const saved = { ...process.env };
beforeAll(async () => {
  site = await startBrandServer(vertical);
}, 180_000);
afterAll(async () => {
  process.env = saved;
  await site?.close();
});

/** The site's environment for the next requests. */
function siteEnv(env: Record<string, string>) {
  process.env.API_ORIGIN = api().origin;
  delete process.env.TRUSTED_PROXIES;
  delete process.env.VISITOR_ADDRESS_SECRET;
  Object.assign(process.env, env);
}

/** The register page's form, posted from the site's own page over a connection from `peer`. */
async function signUp(peer: string, headers: Record<string, string> = {}) {
  const answer = await site.fetch(
    new Request(`${SITE}/register`, {
      method: 'POST',
      headers: stampPeer(
        new Headers({
          ...headers,
          origin: SITE,
          'sec-fetch-site': 'same-origin',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        peer,
      ),
      body: new URLSearchParams({ name: 'Asha Rao', email: uniqueEmail('visitor'), password: TEST_PASSWORD }),
    }),
  );
  const page = await answer.text();
  return answer.status === 302 ? 'signed up' : page.includes(TOO_MANY) ? 'too many' : `${answer.status}`;
}

describe('visitors signing up through the site', () => {
  it('are counted apart by their own addresses', async () => {
    siteEnv({ VISITOR_ADDRESS_SECRET: SECRET });
    expect(await signUp('203.0.113.20')).toBe('signed up');
    expect(await signUp('203.0.113.20')).toBe('too many');
    expect(await signUp('203.0.113.21')).toBe('signed up');
    expect(await signUp('2001:db8::21')).toBe('signed up');
  });

  it('are counted by the address a trusted proxy in front saw, and only a trusted one', async () => {
    siteEnv({ VISITOR_ADDRESS_SECRET: SECRET, TRUSTED_PROXIES: '10.0.0.0/8' });
    const via = (visitor: string) => ({ 'x-forwarded-for': visitor });
    expect(await signUp('10.0.0.2', via('203.0.113.30'))).toBe('signed up');
    expect(await signUp('10.0.0.3', via('203.0.113.30'))).toBe('too many');
    expect(await signUp('10.0.0.2', via('203.0.113.31'))).toBe('signed up');
    // A connection that is not a proxy of the site counts as itself, whatever it says it forwards.
    expect(await signUp('198.51.100.40', via('203.0.113.32'))).toBe('signed up');
    expect(await signUp('198.51.100.40', via('203.0.113.33'))).toBe('too many');
  });

  it('are counted as one when the site has no secret to sign with', async () => {
    siteEnv({});
    expect(await signUp('203.0.113.50')).toBe('signed up');
    expect(await signUp('203.0.113.51')).toBe('too many');
  });
});
