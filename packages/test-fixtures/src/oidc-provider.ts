/**
 * A real OpenID provider (oidc-provider) on this machine, for the social connection tests of the API and
 * the browser suites: one confidential client, test users, and its own sign-in and consent pages, which
 * tests drive as a person would. Any user name signs in with the provider's one password; the account's
 * subject is the user name and its name is made from it ("asha.rao" is "Asha Rao").
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { PNG_1X1 } from './index.ts';

export interface OidcProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where to listen; the issuer names it (default 127.0.0.1). `localhost` listens on every loopback. */
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The callback addresses the client may be sent back to. */
  redirectUris: string[];
  /** The one password every test user signs in with. */
  password?: string;
}

export const OIDC_TEST_CLIENT_ID = 'jobsite-test-client';
export const OIDC_TEST_CLIENT_SECRET = 'jobsite-test-client-secret-of-the-local-provider';
export const OIDC_TEST_PASSWORD = 'provider test password';

const USER = /^[a-z0-9][a-z0-9.-]{0,40}$/;
const nameOf = (login: string) =>
  login
    .split(/[.-]/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} | Test OpenID provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface RunningOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  password: string;
  close(): Promise<void>;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? OIDC_TEST_CLIENT_ID;
  const clientSecret = options.clientSecret ?? OIDC_TEST_CLIENT_SECRET;
  const password = options.password ?? OIDC_TEST_PASSWORD;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host === 'localhost' ? undefined : host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'picture'] },
    async findAccount(_ctx, sub) {
      if (!USER.test(sub)) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: nameOf(sub), picture: `${issuer}/avatar/${sub}.png` }),
      };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key-one', 'test-provider-cookie-key-two'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });
  const oidc = provider.callback();

  const loginPage = (uid: string, error?: string) =>
    page(
      'Sign in',
      `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="login">User name</label><br><input id="login" name="login" autocomplete="username" required></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>`,
    );
  const consentPage = (uid: string, clientName: string) =>
    page(
      'Allow access',
      `<p>${escapeHtml(clientName)} asks to see your name and picture.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/consent"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Deny</button></form>`,
    );
  const html = (res: ServerResponse, status: number, body: string) =>
    res
      .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(body);

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    step: string | undefined,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return html(res, 400, page('Not found', '<p>This sign-in is not known.</p>'));
    if (req.method === 'GET' && step === undefined) {
      return details.prompt.name === 'login'
        ? html(res, 200, loginPage(uid))
        : html(res, 200, consentPage(uid, 'The job site'));
    }
    if (req.method !== 'POST') return html(res, 405, page('Not allowed', '<p>Use the form.</p>'));
    if (step === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user refused' },
        { mergeWithLastSubmission: false },
      );
    }
    if (step === 'login') {
      const form = await formOf(req);
      const login = (form.get('login') ?? '').trim().toLowerCase();
      if (!USER.test(login) || form.get('password') !== password) {
        return html(res, 200, loginPage(uid, 'The user name or password is not right.'));
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: login } },
        { mergeWithLastSubmission: false },
      );
    }
    if (step === 'consent') {
      const { prompt, params, session, grantId } = details;
      const grant = grantId
        ? await provider.Grant.find(grantId)
        : new provider.Grant({ accountId: session?.accountId ?? '', clientId: String(params.client_id) });
      if (!grant) return html(res, 400, page('Not found', '<p>This grant is not known.</p>'));
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const saved = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId: saved } },
        { mergeWithLastSubmission: true },
      );
    }
    return html(res, 404, page('Not found', '<p>There is no such page.</p>'));
  }

  handle = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const step = /^\/interaction\/([\w-]+)(?:\/(login|consent|abort))?$/.exec(path);
    if (step?.[1]) {
      interaction(req, res, step[1], step[2]).catch((err: Error) => {
        if (!res.headersSent) html(res, 400, page('Sign-in failed', `<p>${escapeHtml(err.message)}</p>`));
      });
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (/^\/avatar\/[a-z0-9.-]+\.png$/.test(path)) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(PNG_1X1));
      return;
    }
    oidc(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    password,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
