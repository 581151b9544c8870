/**
 * The sandbox identity provider (decision 0063) through the real API, on both drivers: two API
 * processes with no network client share the test server's database and secret, and reach the sandbox at
 * the first one's address, as `npm start`'s processes share one. A seeker connects LinkedIn (OpenID:
 * discovery, ID token, nonce, `iss`), Facebook and X (OAuth 2 with their own "who am I" answers) through
 * the sandbox's page, started on one process and finished on the other, and the three completeness items
 * are done. The sandbox checks what a network checks (client, callback address, PKCE, codes used once,
 * bearer tokens); production refuses it.
 */
import type { SocialConnection } from '@jobsite/domain/answers';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { localMediaStore } from '../../media/store.ts';
import {
  drivers,
  errorOf,
  setupTestServer,
  TEST_SESSION_SECRET,
  TEST_SITE_ORIGINS,
} from '../../test-server.ts';
import { SANDBOX_BASE, withSandbox } from './sandbox.ts';
import {
  answerOf,
  CALLBACK,
  completenessOf,
  finishAt,
  list,
  seekerAt,
  socialApp,
  startAt,
  twoProcesses,
} from './testing.ts';

/** The sandbox's sign-in page of an authorization address, and its form's fields. */
async function signInPage(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  const html = await res.text();
  const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      (m[2] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
    ]),
  );
  return { res, html, action: new URL(action, url).href, fields };
}

/** Signs in at the sandbox as `name` / `account` (or cancels); answers where it sends the browser. */
async function throughSandbox(url: string, who: { name: string; account: string } | 'deny') {
  const page = await signInPage(url);
  expect(page.res.status, page.html).toBe(200);
  const query = new URLSearchParams({
    ...page.fields,
    ...(who === 'deny' ? { decision: 'deny' } : { decision: 'allow', ...who }),
  });
  const res = await fetch(`${page.action}?${query}`, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe.each(drivers)('the sandbox identity provider on %s', (driver) => {
  const s = setupTestServer(driver);
  // No network has a client: the sandbox stands in for all three.
  const { bases, sandboxAt } = twoProcesses(s, () => ({ sandbox: true }));

  it('connects LinkedIn, Facebook and X as the name chosen on its page, and the three items are done', async () => {
    const seeker = await seekerAt(s, bases);
    expect((await list(seeker.a)).map((c) => [c.provider, c.available])).toEqual([
      ['linkedin', true],
      ['facebook', true],
      ['twitter', true],
    ]);
    expect(await completenessOf(seeker.a)).toMatchObject({
      connectionsLinkedIn: 0,
      connectionsFacebook: 0,
      connectionsTwitter: 0,
    });

    const accounts = { linkedin: 'asha.li', facebook: 'asha.fb', twitter: 'asha.x' } as const;
    for (const network of ['linkedin', 'facebook', 'twitter'] as const) {
      const url = new URL(await startAt(seeker.a, network));
      expect(url.href.startsWith(`${sandboxAt()}${SANDBOX_BASE}/${network}/authorize?`)).toBe(true);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK(network));
      expect(url.searchParams.has('nonce')).toBe(network === 'linkedin');

      const page = await signInPage(url.href);
      const label = { linkedin: 'LinkedIn', facebook: 'Facebook', twitter: 'X' }[network];
      expect(page.html).toContain(`<h1>Sandbox sign-in for ${label}</h1>`);
      expect(page.html).toContain(`<strong>This is a sandbox, not ${label}.</strong>`);
      expect(page.html).toContain('<label for="name">Name to connect as</label>');

      const callback = await throughSandbox(url.href, { name: `Asha ${label}`, account: accounts[network] });
      expect(callback.origin + callback.pathname).toBe(CALLBACK(network));
      expect(callback.searchParams.get('state')).toBe(url.searchParams.get('state'));
      expect(callback.searchParams.get('iss')).toBe(
        network === 'linkedin' ? `${sandboxAt()}${SANDBOX_BASE}/linkedin` : null,
      );
      const res = await finishAt(seeker.c, network, answerOf(callback));
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { connection: SocialConnection }).connection).toMatchObject({
        provider: network,
        connected: true,
        name: `Asha ${label}`,
      });
    }
    expect(await completenessOf(seeker.a)).toMatchObject({
      connectionsLinkedIn: 1,
      connectionsFacebook: 1,
      connectionsTwitter: 1,
    });
    const stored = (await s.db.raw(
      "SELECT provider, subject FROM social_connections WHERE subject LIKE 'asha.%' ORDER BY provider",
    )) as { provider: string; subject: string }[];
    expect(stored).toEqual([
      { provider: 'facebook', subject: 'asha.fb' },
      { provider: 'linkedin', subject: 'asha.li' },
      { provider: 'twitter', subject: 'asha.x' },
    ]);

    // One account connects to one profile, as at a real network.
    const other = await seekerAt(s, bases, 'Kiran Das');
    const taken = await finishAt(
      other.a,
      'twitter',
      answerOf(await throughSandbox(await startAt(other.a, 'twitter'), { name: 'Kiran', account: 'asha.x' })),
    );
    expect(taken.status).toBe(409);
  });

  it('checks the client, the callback address, PKCE, and uses a code once', async () => {
    const seeker = await seekerAt(s, bases);
    const url = new URL(await startAt(seeker.a, 'facebook'));

    // Requests a network would refuse get a page that says why, and send the browser nowhere.
    const broken = (change: (q: URLSearchParams) => void) => {
      const bad = new URL(url.href);
      change(bad.searchParams);
      return signInPage(bad.href);
    };
    for (const [change, text] of [
      [(q: URLSearchParams) => q.delete('code_challenge'), 'PKCE is required'],
      [(q: URLSearchParams) => q.set('code_challenge_method', 'plain'), 'must be S256'],
      [
        (q: URLSearchParams) => q.set('redirect_uri', 'https://evil.example/cb'),
        'an address the sandbox does not know',
      ],
      [(q: URLSearchParams) => q.set('client_id', 'someone-else'), 'not the sandbox client'],
    ] as const) {
      const page = await broken(change);
      expect(page.res.status).toBe(400);
      expect(page.html).toContain(text);
      expect(page.res.headers.get('location')).toBeNull();
    }

    // Bad input on its page keeps what was typed.
    const typed = await signInPage(url.href);
    const refusal = await fetch(
      `${typed.action}?${new URLSearchParams({ ...typed.fields, decision: 'allow', name: 'Asha', account: 'Not Valid!' })}`,
    );
    expect(refusal.status).toBe(400);
    const again = await refusal.text();
    expect(again).toContain('<p role="alert">The account name must start with a letter or digit');
    expect(again).toContain('value="Not Valid!"');

    // The token endpoint, called as the site would, by the client of the sandbox's Facebook.
    const callback = await throughSandbox(url.href, { name: 'Asha Rao', account: 'asha.pkce' });
    const code = callback.searchParams.get('code') ?? '';
    const [row] = (await s.db.raw('SELECT code_verifier FROM social_oauth_states WHERE provider = $1', [
      'facebook',
    ])) as { code_verifier: string }[];
    const client = withSandbox(
      {},
      { origin: sandboxAt(), secret: TEST_SESSION_SECRET, siteOrigins: TEST_SITE_ORIGINS },
    ).facebook as { clientId: string; clientSecret: string; tokenUrl: string };
    const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(client.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: CALLBACK('facebook'),
          code_verifier: row?.code_verifier ?? '',
          ...form,
        }),
      });
    const secret = { client_id: client.clientId, client_secret: client.clientSecret };
    const basic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    expect((await token({ client_id: client.clientId, client_secret: 'wrong' })).status).toBe(401);
    expect((await token({}, { authorization: basic })).status).toBe(401); // Facebook takes it in the body
    const wrongVerifier = await token({ ...secret, code_verifier: 'v'.repeat(43) });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await token({ ...secret, redirect_uri: CALLBACK('twitter') })).status).toBe(400);
    const tampered = await token({ ...secret, code: `${code.slice(0, -2)}AA` });
    expect(tampered.status).toBe(400);

    const first = await token(secret);
    expect(first.status).toBe(200);
    const { access_token } = (await first.json()) as { access_token: string };
    const me = await fetch(`${sandboxAt()}${SANDBOX_BASE}/facebook/me`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await me.json()).toEqual({ id: 'asha.pkce', name: 'Asha Rao' });
    expect((await fetch(`${sandboxAt()}${SANDBOX_BASE}/facebook/me`)).status).toBe(401);
    expect(
      (
        await fetch(`${sandboxAt()}${SANDBOX_BASE}/twitter/2/users/me`, {
          headers: { authorization: `Bearer ${access_token}` },
        })
      ).status,
    ).toBe(401);

    // Used once: a second exchange, here or by the site, is refused.
    const second = await token(secret);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The code was already used',
    });
    const late = await finishAt(seeker.c, 'facebook', answerOf(callback));
    expect(late.status).toBe(502);
    expect(await errorOf(late)).toBe('Facebook did not confirm your sign-in. Please connect again');
    expect((await completenessOf(seeker.a)).connectionsFacebook).toBe(0);
  });

  it('is not served by a production app even when given one', async () => {
    const app = socialApp(
      { db: s.db, logger: s.logger, media: localMediaStore('/nonexistent') },
      'production',
      { sandboxAt: sandboxAt() },
    );
    for (const path of ['/linkedin/.well-known/openid-configuration', '/twitter/authorize', '/facebook/me']) {
      expect((await app.request(`${SANDBOX_BASE}${path}`)).status, path).toBe(404);
    }
  });

  it('says so when the person cancels, and nothing is connected', async () => {
    const seeker = await seekerAt(s, bases);
    const denied = await throughSandbox(await startAt(seeker.a, 'linkedin'), 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.has('code')).toBe(false);
    const res = await finishAt(seeker.c, 'linkedin', answerOf(denied));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('You did not allow the connection at LinkedIn, so nothing was connected');
  });
});

describe('the sandbox identity provider in production', () => {
  it('is refused by the configuration in production, on by default in development and asked for in tests', () => {
    expect(loadConfig({}).socialSandbox).toBe(true);
    expect(loadConfig({ SOCIAL_SANDBOX: 'off' }).socialSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).socialSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SOCIAL_SANDBOX: 'on' }).socialSandbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SOCIAL_SANDBOX: 'on' })).toThrow(
      /SOCIAL_SANDBOX=on in production would let anyone connect any name/,
    );
  });
});
