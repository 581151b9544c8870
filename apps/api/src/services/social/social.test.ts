/**
 * Social connections (decision 0034) on both drivers, against a real OpenID provider (oidc-provider)
 * started here: the test goes through its sign-in and consent pages with fetch and cookies, as a
 * browser would. Two API processes with the networks configured share the test server's database, so a
 * connection started on one is finished on the other (the state lives in the database).
 */
import type { SocialConnection } from '@jobsite/domain/answers';
import { type RunningOidcProvider, startOidcProvider } from '@jobsite/test-fixtures/oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, errorOf, setupTestServer, TEST_SITE_ORIGINS } from '../../test-server.ts';
import {
  answerOf,
  BASE,
  CALLBACK,
  completenessOf,
  finishAt,
  list,
  M,
  seekerAt,
  startAt,
  twoProcesses,
} from './testing.ts';

/** Goes through the provider's pages from the authorization address to the brand site's callback. */
async function throughProvider(
  url: string,
  account: { login: string; password: string; allow?: boolean; wrongPasswordFirst?: boolean },
): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (href: string, form?: Record<string, string>) => {
    const res = await fetch(href, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, eq).trim());
      else jar.set(pair.slice(0, eq).trim(), value);
    }
    return res;
  };
  let href = url;
  let res = await go(href);
  let triedWrong = false;
  for (let step = 0; step < 12; step += 1) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, href);
      if (next.href.startsWith(TEST_SITE_ORIGINS[M])) return next;
      href = next.href;
      res = await go(href);
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const actions = [...html.matchAll(/action="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', href).href);
    if (html.includes('<h1>Sign in</h1>')) {
      const login = actions.find((a) => a.endsWith('/login')) ?? '';
      if (account.wrongPasswordFirst && !triedWrong) {
        triedWrong = true;
        res = await go(login, { login: account.login, password: 'not the password' });
        const again = await res.clone().text();
        expect(again).toContain('role="alert"');
        continue;
      }
      res = await go(login, { login: account.login, password: account.password });
    } else if (html.includes('<h1>Allow access</h1>')) {
      const which = account.allow === false ? '/abort' : '/consent';
      res = await go(actions.find((a) => a.endsWith(which)) ?? '', {});
    } else throw new Error(`an unexpected page of the provider: ${html.slice(0, 300)}`);
    href = res.url || href;
  }
  throw new Error('the provider never sent the browser back');
}

describe.each(drivers)('social connections on %s', (driver) => {
  const s = setupTestServer(driver);
  let provider: RunningOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: ['linkedin', 'facebook', 'twitter'].map(CALLBACK) });
  });
  afterAll(async () => {
    await provider?.close();
  });
  // X is left without a client: it shows as not available.
  const { bases } = twoProcesses(s, () => {
    const client = {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      issuer: provider.issuer,
    };
    return { providers: { linkedin: client, facebook: client } };
  });

  it('lists every network: one without a client is not available, and cannot be started', async () => {
    const seeker = await seekerAt(s, bases);
    expect((await list(seeker.b)).map((c) => [c.provider, c.label, c.available, c.connected])).toEqual([
      ['linkedin', 'LinkedIn', false, false],
      ['facebook', 'Facebook', false, false],
      ['twitter', 'X', false, false],
    ]);
    const res = await seeker.b.request('POST', `${BASE}/user/social/linkedin/start`, { form: {} });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('LinkedIn is not available on this site at the moment');
    expect((await list(seeker.a)).map((c) => c.available)).toEqual([true, true, false]);
    const x = await seeker.a.request('POST', `${BASE}/user/social/twitter/start`, { form: {} });
    expect(x.status).toBe(404);
    expect(await errorOf(x)).toContain('X is not available');
    const other = await seeker.a.request('POST', `${BASE}/user/social/myspace/start`, { form: {} });
    expect(other.status).toBe(400);
    expect(await errorOf(other)).toContain('must be linkedin, facebook or twitter');
    expect((await fetch(`${bases[0]}${BASE}/user/social`)).status).toBe(401);
  });

  it('connects LinkedIn through the provider: started on one process, finished on another, once', async () => {
    const seeker = await seekerAt(s, bases);
    const before = await completenessOf(seeker.b);
    expect(before.connectionsLinkedIn).toBe(0);

    const url = new URL(await startAt(seeker.a, 'linkedin'));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK('linkedin'));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid profile');
    const state = url.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThan(20);
    // The state is kept as its hash, with the verifier, for ten minutes.
    const rows = (await s.db.raw(
      'SELECT state_hash, code_verifier, expires_at FROM social_oauth_states',
    )) as {
      state_hash: string;
      expires_at: string;
    }[];
    expect(rows.some((r) => r.state_hash === state)).toBe(false);
    const minutes = Math.max(...rows.map((r) => new Date(r.expires_at).getTime() - Date.now())) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);

    const callback = await throughProvider(url.href, {
      login: 'asha.rao',
      password: provider.password,
      wrongPasswordFirst: true,
    });
    expect(callback.pathname).toBe('/social-connection/linkedin/callback');
    expect(callback.searchParams.get('state')).toBe(state);
    const answer = answerOf(callback);
    expect(answer.iss).toBe(provider.issuer);

    const res = await finishAt(seeker.c, 'linkedin', answer);
    expect(res.status, await res.clone().text()).toBe(200);
    const done = (await res.json()) as { message: string; connection: SocialConnection };
    expect(done.message).toBe('Your LinkedIn account is connected');
    expect(done.connection).toMatchObject({
      provider: 'linkedin',
      connected: true,
      name: 'Asha Rao',
      picUrl: `${provider.issuer}/avatar/asha.rao.png`,
    });
    const stored = (await s.db.raw('SELECT * FROM social_connections WHERE subject = $1', [
      'asha.rao',
    ])) as Record<string, unknown>[];
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] ?? {})).not.toContain('access_token');

    const after = await completenessOf(seeker.b);
    expect(after.connectionsLinkedIn).toBe(1);
    expect(after.connectionsFacebook).toBe(0);
    expect(after.percentage).toBe((before.percentage ?? 0) + 1);
    expect((await list(seeker.b)).find((c) => c.provider === 'linkedin')).toMatchObject({
      connected: true,
      name: 'Asha Rao',
    });

    // The same answer again, on either process: the state was used.
    for (const b of [seeker.a, seeker.c]) {
      const replay = await finishAt(b, 'linkedin', answer);
      expect(replay.status).toBe(410);
      expect(await errorOf(replay)).toContain('already finished');
    }

    // Facebook (here the same provider) sets its own flag.
    const fb = await throughProvider(await startAt(seeker.a, 'facebook'), {
      login: 'asha.rao',
      password: provider.password,
    });
    expect((await finishAt(seeker.a, 'facebook', answerOf(fb))).status).toBe(200);
    expect(await completenessOf(seeker.b)).toMatchObject({
      connectionsLinkedIn: 1,
      connectionsFacebook: 1,
      connectionsTwitter: 0,
    });
  });

  it('keeps a connection to its seeker: no one else finishes it, links the account again or disconnects it', async () => {
    const owner = await seekerAt(s, bases, 'Ravi Menon');
    const other = await seekerAt(s, bases, 'Kiran Das');
    const callback = await throughProvider(await startAt(owner.a, 'linkedin'), {
      login: 'ravi.menon',
      password: provider.password,
    });
    const answer = answerOf(callback);
    // Another seeker with the owner's code and state: refused, and the state is left to its owner.
    const stolen = await finishAt(other.a, 'linkedin', answer);
    expect(stolen.status).toBe(410);
    expect((await finishAt(owner.c, 'linkedin', answer)).status).toBe(200);

    // The other seeker signs in at the network as the same account: it is already someone's.
    const same = await throughProvider(await startAt(other.a, 'linkedin'), {
      login: 'ravi.menon',
      password: provider.password,
    });
    const taken = await finishAt(other.a, 'linkedin', answerOf(same));
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toContain('already connected to another profile');

    const notYours = await other.a.request('POST', `${BASE}/user/social/linkedin/disconnect`, { form: {} });
    expect(notYours.status).toBe(404);
    expect(await errorOf(notYours)).toBe('No LinkedIn account is connected to your profile');
    expect((await completenessOf(owner.b)).connectionsLinkedIn).toBe(1);

    const gone = await owner.a.request('POST', `${BASE}/user/social/linkedin/disconnect`, { form: {} });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as { message: string }).message).toBe(
      'Your LinkedIn account is disconnected',
    );
    expect((await completenessOf(owner.b)).connectionsLinkedIn).toBe(0);
    expect((await list(owner.b)).find((c) => c.provider === 'linkedin')?.connected).toBe(false);

    // Disconnected, the account can be connected by the other seeker.
    const again = await throughProvider(await startAt(other.a, 'linkedin'), {
      login: 'ravi.menon',
      password: provider.password,
    });
    expect((await finishAt(other.c, 'linkedin', answerOf(again))).status).toBe(200);
  });

  it('refuses a denied consent, an expired start and answers without a code', async () => {
    const seeker = await seekerAt(s, bases);
    const denied = await throughProvider(await startAt(seeker.a, 'linkedin'), {
      login: 'asha.denies',
      password: provider.password,
      allow: false,
    });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.has('code')).toBe(false);
    const refusal = await finishAt(seeker.a, 'linkedin', answerOf(denied));
    expect(refusal.status).toBe(400);
    expect(await errorOf(refusal)).toBe(
      'You did not allow the connection at LinkedIn, so nothing was connected',
    );

    const late = await throughProvider(await startAt(seeker.a, 'linkedin'), {
      login: 'asha.late',
      password: provider.password,
    });
    await s.db.raw("UPDATE social_oauth_states SET expires_at = now() - interval '1 second'");
    const expired = await finishAt(seeker.a, 'linkedin', answerOf(late));
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toContain('took longer than 10 minutes');

    const cases: [Record<string, string>, string][] = [
      [{ state: 'abc' }, 'neither a code nor an error'],
      [{ code: 'x' }, "'state'"],
      [{ state: 'not a state!', code: 'x' }, 'is not a state this site made'],
    ];
    for (const [form, text] of cases) {
      const res = await finishAt(seeker.a, 'linkedin', form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(await errorOf(res)).toContain(text);
    }
    const unknown = await finishAt(seeker.a, 'linkedin', { state: 'never-made-here', code: 'x' });
    expect(unknown.status).toBe(410);
    expect((await completenessOf(seeker.b)).connectionsLinkedIn).toBe(0);
  });
});
