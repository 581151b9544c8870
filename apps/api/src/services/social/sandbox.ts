/**
 * The sandbox identity provider (decision 0063): inside the API, outside production only, it stands in
 * for each network that has no client at the site, so a person trying the product can connect LinkedIn,
 * Facebook and X. The site reaches it through the same code as the real networks (`providers.ts`,
 * `service.ts`, openid-client): LinkedIn as an OpenID provider (discovery, an ID token with the nonce,
 * the `iss` of the answer), Facebook and X as OAuth 2 servers with their own "who am I" answers, each
 * with the network's way of authenticating the client (the secret in the body, or HTTP Basic).
 *
 * Its sign-in page says it is a sandbox and lets the person choose the name and account to connect as.
 * It checks what a real network checks: the client and its secret, the registered callback addresses
 * (the brand sites' callback pages), PKCE with S256, codes that live a minute and are used once, and
 * bearer tokens. Codes and tokens are signed with keys made from the API's token-signing secret, and a
 * code's one use is counted in the database, so several API processes behave as one.
 *
 * The page is plain HTML under the API's `default-src 'none'` policy; its form is a GET (the API refuses
 * POSTs from origins that are not brand sites, and the page's origin is the API's own), as the payment
 * sandbox's is.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Vertical } from '@jobsite/domain';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, type SocialProvider } from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import { devPage } from '../dev-page.ts';
import type { SocialProviders } from './providers.ts';

/** Where the sandbox is served, below the API's origin (not below a vertical: it serves them all). */
export const SANDBOX_BASE = '/dev/social-sandbox';

export interface SocialSandbox {
  /** Where browsers and this API itself reach the API, such as `http://localhost:4000`. */
  origin: string;
  /** The API's token-signing secret: the sandbox's keys and client secret are made from it. */
  secret: string;
  /** The brand sites' addresses: the sandbox sends the browser back only to their callback pages. */
  siteOrigins: Partial<Record<Vertical, string>>;
}

const CLIENT_ID = 'jobsite-sandbox-client';
const CODE_SECONDS = 60;
const TOKEN_SECONDS = 600;
const encoder = new TextEncoder();

/** A key of the sandbox's own, made from the API's secret for one purpose. */
const keyOf = (s: SocialSandbox, purpose: string) =>
  createHmac('sha256', s.secret).update(`social-sandbox:${purpose}`).digest();
const clientSecretOf = (s: SocialSandbox) => keyOf(s, 'client-secret').toString('base64url');
const at = (s: SocialSandbox, provider: SocialProvider) =>
  `${s.origin.replace(/\/+$/, '')}${SANDBOX_BASE}/${provider}`;

/** How each network's client proves itself at its token endpoint (providers.ts). */
const TOKEN_AUTH: Record<SocialProvider, 'post' | 'basic'> = {
  linkedin: 'post',
  facebook: 'post',
  twitter: 'basic',
};

/**
 * The networks with the sandbox standing in for each one without a client: LinkedIn as an OpenID
 * issuer, Facebook and X by their three endpoints. Networks with a client keep it.
 */
export function withSandbox(providers: SocialProviders, s: SocialSandbox): SocialProviders {
  const client = { clientId: CLIENT_ID, clientSecret: clientSecretOf(s) };
  const endpoints = (p: SocialProvider, profile: string) => ({
    ...client,
    authorizationUrl: `${at(s, p)}/authorize`,
    tokenUrl: `${at(s, p)}/token`,
    profileUrl: `${at(s, p)}${profile}`,
  });
  return {
    linkedin: providers.linkedin ?? { ...client, issuer: at(s, 'linkedin') },
    facebook: providers.facebook ?? endpoints('facebook', '/me?fields=id,name,picture'),
    twitter: providers.twitter ?? endpoints('twitter', '/2/users/me?user.fields=profile_image_url'),
  };
}

/** The networks the sandbox stands in for. */
export const standIns = (providers: SocialProviders) => SOCIAL_PROVIDERS.filter((p) => !providers[p]);

const Provider = v.object({ provider: v.picklist(SOCIAL_PROVIDERS) });
const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/));
/** A query field that must be there: absent reads as empty, which its rule then refuses by name. */
const Given = (rule: RegExp, message: string) => v.pipe(v.optional(v.string(), ''), v.regex(rule, message));
const AuthorizeQuery = v.object({
  response_type: Given(/^code$/, 'response_type must be code'),
  client_id: Given(new RegExp(`^${CLIENT_ID}$`), 'client_id is not the sandbox client'),
  redirect_uri: Given(/^.{1,500}$/, 'redirect_uri is missing'),
  state: Given(/^[A-Za-z0-9_-]{1,200}$/, 'state is missing or not valid'),
  code_challenge: Given(
    /^[A-Za-z0-9_-]{43,128}$/,
    'code_challenge is missing or not valid: PKCE is required',
  ),
  code_challenge_method: Given(/^S256$/, 'code_challenge_method must be S256'),
  scope: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  nonce: v.optional(Token),
});
type AuthorizeQuery = v.InferOutput<typeof AuthorizeQuery>;
const Decision = v.object({
  decision: v.picklist(['allow', 'deny'], 'Choose Connect or Cancel.'),
  name: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'The name is longer than 100 characters.')),
    '',
  ),
  account: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase()), ''),
});
const ACCOUNT = /^[a-z0-9][a-z0-9._-]{0,39}$/;

const problem = (c: Context, status: 400 | 404, message: string) => {
  c.header('Cache-Control', 'no-store');
  return c.html(
    devPage(
      'Sandbox sign-in',
      html`<h1>Sandbox sign-in</h1>
<p role="alert">${message}</p>
<p>Start again from the social connections page of the site.</p>`,
    ),
    status,
  );
};

/** The OAuth error answer of the token and profile endpoints. */
const oauthError = (c: Context, status: 400 | 401, error: string, description: string) => {
  c.header('Cache-Control', 'no-store');
  if (status === 401) c.header('WWW-Authenticate', `Bearer error="${error}"`);
  return c.json({ error, error_description: description }, status);
};

const sign = (payload: JWTPayload, key: Uint8Array, audience: string, subject: string, seconds: number) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(key);

async function verified(token: string, key: Uint8Array, audience: string) {
  try {
    return (await jwtVerify(token, key, { algorithms: ['HS256'], audience })).payload;
  } catch {
    return undefined;
  }
}

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

export function socialSandboxRoutes(db: Db, s: SocialSandbox, providers: readonly SocialProvider[]) {
  const app = new Hono({ strict: false });
  const codeKey = keyOf(s, 'codes');
  const tokenKey = keyOf(s, 'tokens');
  const clientSecret = clientSecretOf(s);
  const callbacks = (p: SocialProvider) =>
    Object.values(s.siteOrigins).map(
      (o) => `${String(o).replace(/\/+$/, '')}/social-connection/${p}/callback`,
    );

  /** The network of the path, when the sandbox stands in for it. */
  const networkOf = (c: Context): SocialProvider | undefined => {
    const r = v.safeParse(Provider, c.req.param());
    return r.success && providers.includes(r.output.provider) ? r.output.provider : undefined;
  };

  /** A valid authorization request of the network, or the reason it is not one. */
  function requestOf(c: Context, p: SocialProvider): AuthorizeQuery | string {
    const r = v.safeParse(AuthorizeQuery, c.req.query());
    if (!r.success) return `This sign-in request is not valid: ${r.issues[0].message}.`;
    if (!callbacks(p).includes(r.output.redirect_uri))
      return 'This sign-in request would send you to an address the sandbox does not know.';
    if (p === 'linkedin' && !r.output.nonce) return 'This sign-in request is not valid: nonce is missing.';
    return r.output;
  }

  app.get('/:provider/.well-known/openid-configuration', (c) => {
    const p = networkOf(c);
    if (p !== 'linkedin') return c.notFound();
    const issuer = at(s, p);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      // ID tokens are signed with the client's secret (OpenID Connect Core 10.1).
      id_token_signing_alg_values_supported: ['HS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile'],
      claims_supported: ['sub', 'name'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  app.get('/:provider/jwks', (c) => (networkOf(c) === 'linkedin' ? c.json({ keys: [] }) : c.notFound()));

  /** The sign-in page of the network for a valid request, with what was typed and why it was refused. */
  function signIn(
    c: Context,
    p: SocialProvider,
    request: AuthorizeQuery,
    typed: { name: string; account: string } = { name: 'Asha Rao', account: 'asha.rao' },
    refusal?: string,
  ) {
    const label = SOCIAL_PROVIDER_LABELS[p];
    const hidden = Object.entries(request)
      .filter((e): e is [string, string] => typeof e[1] === 'string')
      .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
    c.header('Cache-Control', 'no-store');
    return c.html(
      devPage(
        `Sandbox sign-in for ${label}`,
        html`<h1>Sandbox sign-in for ${label}</h1>
<p><strong>This is a sandbox, not ${label}.</strong> The job site runs it in development in place of ${label}, which has no client configured on this site. No ${label} account is used or asked for: connect as anyone you like.</p>
<form method="get" action="${SANDBOX_BASE}/${p}/authorize/decision" aria-label="Sandbox sign-in">
${hidden}
${refusal ? html`<p role="alert">${refusal}</p>` : ''}
<p><label for="name">Name to connect as</label><br><input id="name" name="name" required maxlength="100" autocomplete="off" value="${typed.name}"></p>
<p><label for="account">Account name</label> <small id="account-hint">(lowercase letters, digits, dots and dashes; one account connects to one profile)</small><br>
<input id="account" name="account" required maxlength="40" autocomplete="off" aria-describedby="account-hint" value="${typed.account}"></p>
<p><button type="submit" name="decision" value="allow">Connect as this person</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
</form>`,
      ),
      refusal ? 400 : 200,
    );
  }

  app.get('/:provider/authorize', (c) => {
    const p = networkOf(c);
    if (!p) return problem(c, 404, 'The sandbox does not stand in for this network here.');
    const request = requestOf(c, p);
    return typeof request === 'string' ? problem(c, 400, request) : signIn(c, p, request);
  });

  app.get('/:provider/authorize/decision', async (c) => {
    const p = networkOf(c);
    if (!p) return problem(c, 404, 'The sandbox does not stand in for this network here.');
    const request = requestOf(c, p);
    if (typeof request === 'string') return problem(c, 400, request);
    const typed = { name: c.req.query('name') ?? '', account: c.req.query('account') ?? '' };
    const decision = v.safeParse(Decision, c.req.query());
    if (!decision.success) return signIn(c, p, request, typed, decision.issues[0].message);
    const back = new URL(request.redirect_uri);
    back.searchParams.set('state', request.state);
    if (p === 'linkedin') back.searchParams.set('iss', at(s, p));
    if (decision.output.decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.href, 303);
    }
    const { name, account } = decision.output;
    if (name === '') return signIn(c, p, request, typed, 'Give a name to connect as.');
    if (!ACCOUNT.test(account))
      return signIn(
        c,
        p,
        request,
        typed,
        'The account name must start with a letter or digit and hold only lowercase letters, digits, dots and dashes (40 at most).',
      );
    const code = await sign(
      {
        p,
        name,
        redirect_uri: request.redirect_uri,
        code_challenge: request.code_challenge,
        scope: request.scope,
        ...(request.nonce ? { nonce: request.nonce } : {}),
        jti: randomBytes(16).toString('base64url'),
      },
      codeKey,
      `code:${CLIENT_ID}`,
      account,
      CODE_SECONDS,
    );
    back.searchParams.set('code', code);
    return c.redirect(back.href, 303);
  });

  /** The client of a token request, authenticated the way the network wants, or undefined. */
  function clientOf(c: Context, p: SocialProvider, form: Record<string, string>): boolean {
    if (TOKEN_AUTH[p] === 'post')
      return form.client_id === CLIENT_ID && same(form.client_secret ?? '', clientSecret);
    const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!basic || form.client_secret !== undefined) return false;
    const [id = '', secret = ''] = Buffer.from(basic, 'base64')
      .toString('utf8')
      .split(':')
      .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
    return id === CLIENT_ID && same(secret, clientSecret);
  }

  app.post('/:provider/token', async (c) => {
    const p = networkOf(c);
    if (!p) return c.notFound();
    const body = await c.req.parseBody().catch(() => ({}));
    const form = Object.fromEntries(
      Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    if (!clientOf(c, p, form))
      return oauthError(c, 401, 'invalid_client', `The client did not authenticate as ${TOKEN_AUTH[p]}`);
    if (form.grant_type !== 'authorization_code')
      return oauthError(c, 400, 'unsupported_grant_type', 'Only authorization_code is supported');
    const code = await verified(form.code ?? '', codeKey, `code:${CLIENT_ID}`);
    const fits =
      code?.p === p &&
      typeof code.sub === 'string' &&
      code.redirect_uri === form.redirect_uri &&
      typeof form.code_verifier === 'string' &&
      /^[A-Za-z0-9._~-]{43,128}$/.test(form.code_verifier) &&
      createHash('sha256').update(form.code_verifier).digest('base64url') === code.code_challenge;
    if (!code || !fits)
      return oauthError(
        c,
        400,
        'invalid_grant',
        'The code is not valid, expired, or its verifier does not match',
      );
    if (!(await withinLimit(db, `social-sandbox-code:${String(code.jti)}`, 1, 10 * CODE_SECONDS)))
      return oauthError(c, 400, 'invalid_grant', 'The code was already used');
    const subject = code.sub as string;
    const name = String(code.name);
    const accessToken = await sign({ p, name }, tokenKey, `token:${CLIENT_ID}`, subject, TOKEN_SECONDS);
    const idToken =
      p === 'linkedin'
        ? await new SignJWT({ name, ...(code.nonce ? { nonce: code.nonce } : {}) })
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .setIssuer(at(s, p))
            .setSubject(subject)
            .setAudience(CLIENT_ID)
            .setIssuedAt()
            .setExpirationTime(`${TOKEN_SECONDS}s`)
            .sign(encoder.encode(clientSecret))
        : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope: String(code.scope ?? ''),
      ...(idToken ? { id_token: idToken } : {}),
    });
  });

  /** Who the bearer is, in the network's own shape, at the network's own address. */
  function whoAmI(p: SocialProvider, path: string, shape: (sub: string, name: string) => unknown) {
    if (!providers.includes(p)) return;
    app.get(`/${p}${path}`, async (c) => {
      const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      const token = await verified(bearer, tokenKey, `token:${CLIENT_ID}`);
      if (token?.p !== p || typeof token.sub !== 'string')
        return oauthError(c, 401, 'invalid_token', 'The access token is not valid or expired');
      c.header('Cache-Control', 'no-store');
      return c.json(shape(token.sub, String(token.name)));
    });
  }
  whoAmI('linkedin', '/userinfo', (sub, name) => ({ sub, name }));
  whoAmI('facebook', '/me', (id, name) => ({ id, name }));
  whoAmI('twitter', '/2/users/me', (id, name) => ({ data: { id, name, username: id } }));
  return app;
}
