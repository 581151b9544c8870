/**
 * What the social connection suites share (decisions 0034 and 0063): two API processes on the test
 * server's database and secret, so a connection started on one can be finished on the other; a seeker
 * signed in at both; and the seeker's social calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { VERTICALS, type Vertical } from '@jobsite/domain';
import type { SocialConnection } from '@jobsite/domain/answers';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppDeps, createApp } from '../../app.ts';
import { localMediaStore } from '../../media/store.ts';
import {
  freshSeeker,
  TEST_BASE_PATHS,
  TEST_SESSION_SECRET,
  TEST_SITE_ORIGINS,
  type TestServer,
} from '../../test-server.ts';
import { type Browser, browser } from '../auth/test-browser.ts';
import type { SocialProviders } from './providers.ts';

export const M: Vertical = VERTICALS.management.id;
export const BASE = TEST_BASE_PATHS[M];
/** The brand site's callback page of a network, where the network sends the browser back. */
export const CALLBACK = (provider: string) =>
  `${TEST_SITE_ORIGINS[M]}/social-connection/${provider}/callback`;

/** The app of one process with these networks, in `nodeEnv`, on the given database. */
export const socialApp = (
  s: Pick<AppDeps, 'db' | 'logger' | 'media'>,
  nodeEnv: 'test' | 'production',
  social: { providers?: SocialProviders; sandboxAt?: string },
) =>
  createApp({
    ...s,
    config: {
      basePaths: TEST_BASE_PATHS,
      corsOrigins: ['http://localhost:3000'],
      nodeEnv,
      ...(social.providers ? { socialProviders: social.providers } : {}),
    },
    auth: {
      // The test server's, so one session works on every process.
      sessions: { secret: TEST_SESSION_SECRET, accessTokenTtlS: 900, rotationGraceS: 30 },
      siteOrigins: TEST_SITE_ORIGINS,
      production: nodeEnv === 'production',
      signUpsPerHour: 10_000,
      trustProxy: false,
    },
    socialSandbox: social.sandboxAt === undefined ? undefined : { origin: social.sandboxAt },
  });

/**
 * Two processes of the API beside the suite's test server, started before its first test. With
 * `sandbox`, both reach the sandbox at the first one's address, as processes behind one port do.
 */
export function twoProcesses(
  s: TestServer,
  social: () => { providers?: SocialProviders; sandbox?: boolean },
): { bases: string[]; sandboxAt: () => string } {
  const bases: string[] = [];
  const servers: ReturnType<typeof serve>[] = [];
  const mediaDir = mkdtempSync(join(tmpdir(), 'jobsite-social-media-'));
  beforeAll(async () => {
    const { providers, sandbox } = social();
    for (let i = 0; i < 2; i += 1) {
      let app: ReturnType<typeof createApp> | undefined;
      const server = serve({
        fetch: (req) => (app as ReturnType<typeof createApp>).fetch(req),
        port: 0,
        hostname: '127.0.0.1',
      });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      servers.push(server);
      app = socialApp({ db: s.db, logger: s.logger, media: localMediaStore(mediaDir) }, 'test', {
        ...(providers ? { providers } : {}),
        ...(sandbox ? { sandboxAt: bases[0] } : {}),
      });
    }
  });
  afterAll(async () => {
    for (const server of servers.splice(0))
      await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(mediaDir, { recursive: true, force: true });
  });
  return { bases, sandboxAt: () => bases[0] ?? '' };
}

export interface SocialSeeker {
  /** The seeker's browser at the test server. */
  b: Browser;
  /** The same session at the two processes. */
  a: Browser;
  c: Browser;
}

/** A new seeker of the test server, signed in at both processes too. */
export async function seekerAt(s: TestServer, bases: string[], name = 'Asha Rao'): Promise<SocialSeeker> {
  const { b } = await freshSeeker(s, M, { name });
  const same = (base: string) => {
    const other = browser(base);
    for (const cookie of [`${M}_session`, `${M}_token`]) {
      const value = b.cookie(cookie);
      if (value) other.setCookie(cookie, value);
    }
    return other;
  };
  return { b, a: same(bases[0] ?? ''), c: same(bases[1] ?? '') };
}

/** The seeker's connections (`GET user/social`). */
export const list = async (b: Browser) => {
  const res = await b.request('GET', `${BASE}/user/social`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { connections: SocialConnection[] }).connections;
};

/** Starts a connection; answers the network's authorization address. */
export const startAt = async (b: Browser, network: string) => {
  const res = await b.request('POST', `${BASE}/user/social/${network}/start`, { form: {} });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
};

/** What the brand site hands the API from the network's answer at its callback page. */
export const answerOf = (callback: URL) => ({
  code: callback.searchParams.get('code') ?? '',
  state: callback.searchParams.get('state') ?? '',
  error: callback.searchParams.get('error') ?? '',
  iss: callback.searchParams.get('iss') ?? '',
});

export const finishAt = (b: Browser, network: string, form: Record<string, string>) =>
  b.request('POST', `${BASE}/user/social/${network}/callback`, { form });

/** The profile's completeness flags and percentage. */
export const completenessOf = async (b: Browser) =>
  (
    (await (await b.request('GET', `${BASE}/user/profile/v2`)).json()) as {
      completeness: Record<string, number>;
    }
  ).completeness;
