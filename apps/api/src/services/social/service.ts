/**
 * Social connections (decision 0034). Starting makes a state, a PKCE verifier and a nonce, keeps them in
 * the database bound to the seeker for SOCIAL_STATE_MINUTES, and answers the network's authorization
 * address. The network sends the browser back to the brand site, which hands the code and state here:
 * the state is taken (once, unexpired, the same seeker), openid-client exchanges the code with the
 * verifier and checks the ID token, the identity is read, and the connection stored. No token is kept.
 */
import { createHash } from 'node:crypto';
import type { Vertical } from '@jobsite/domain';
import { VERTICALS } from '@jobsite/domain';
import type { SocialConnection } from '@jobsite/domain/answers';
import {
  identityOf,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  SOCIAL_STARTS_PER_HOUR,
  SOCIAL_STATE_MINUTES,
  type SocialCallbackBody,
  type SocialIdentity,
  type SocialProvider,
} from '@jobsite/domain/calls';
import * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import type { Network, Networks } from './providers.ts';
import {
  connectionsOf,
  deleteConnection,
  dropExpiredStates,
  insertState,
  ownerOf,
  takeState,
  upsertConnection,
} from './queries.ts';

export interface SocialSettings {
  networks: Networks;
  /** Each vertical's brand-site address: the network sends the browser back there. */
  siteOrigins: Partial<Record<Vertical, string>>;
  logger?: Logger | undefined;
  /** The clock (milliseconds), injectable for tests of expiry. */
  now?: () => number;
}

const STATE_MS = SOCIAL_STATE_MINUTES * 60_000;
const nowOf = (s: SocialSettings) => (s.now ? s.now() : Date.now());
const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');
const label = (p: SocialProvider) => SOCIAL_PROVIDER_LABELS[p];

/** Where the network sends the browser back: the brand site's callback page of that network. */
const redirectUriOf = (s: SocialSettings, vertical: Vertical, provider: SocialProvider) =>
  `${(s.siteOrigins[vertical] ?? VERTICALS[vertical].siteOrigin).replace(/\/+$/, '')}/social-connection/${provider}/callback`;

function toConnection(
  s: SocialSettings,
  provider: SocialProvider,
  row: Awaited<ReturnType<typeof connectionsOf>>[number] | undefined,
): SocialConnection {
  return {
    provider,
    label: label(provider),
    available: s.networks.available(provider),
    connected: row !== undefined,
    name: row?.name ?? null,
    picUrl: row?.picUrl ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
  };
}

/** Every network, in the page's order, with the seeker's connection where there is one. */
export async function listConnections(db: Db, vertical: Vertical, s: SocialSettings, seekerId: number) {
  const rows = await connectionsOf(db, vertical, seekerId);
  return SOCIAL_PROVIDERS.map((p) =>
    toConnection(
      s,
      p,
      rows.find((r) => r.provider === p),
    ),
  );
}

const notAvailable = (provider: SocialProvider) =>
  new HttpError(404, `${label(provider)} is not available on this site at the moment`);

async function networkOf(s: SocialSettings, provider: SocialProvider): Promise<Network> {
  let network: Network | undefined;
  try {
    network = await s.networks.get(provider);
  } catch (err) {
    s.logger?.warn({ provider, err: (err as Error).message }, 'social network discovery failed');
    throw new HttpError(502, `${label(provider)} did not answer. Please try again in a few minutes`);
  }
  if (!network) throw notAvailable(provider);
  return network;
}

/** Starts a connection: the network's authorization address, with a state kept for this seeker. */
export async function start(
  db: Db,
  vertical: Vertical,
  s: SocialSettings,
  seekerId: number,
  provider: SocialProvider,
) {
  const network = await networkOf(s, provider);
  if (!(await withinLimit(db, `social-start:seeker:${seekerId}`, SOCIAL_STARTS_PER_HOUR, 3600)))
    throw new HttpError(429, 'You have started too many connections this hour. Please try again later');
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const redirectUri = redirectUriOf(s, vertical, provider);
  const now = nowOf(s);
  await dropExpiredStates(db, new Date(now - STATE_MS));
  await insertState(db, {
    stateHash: hashOf(state),
    vertical,
    seekerId,
    provider,
    codeVerifier,
    nonce,
    redirectUri,
    expiresAt: new Date(now + STATE_MS),
  });
  const url = client.buildAuthorizationUrl(network.config, {
    redirect_uri: redirectUri,
    scope: network.scopes.join(' '),
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(network.oidc ? { nonce } : {}),
  });
  return { url: url.href };
}

const STATE_GONE =
  'This connection was already finished or was not started here. Please connect again from this page';

/** Finishes a connection with what the network sent back; refusals say what to do next. */
export async function finish(
  db: Db,
  vertical: Vertical,
  s: SocialSettings,
  seekerId: number,
  provider: SocialProvider,
  body: SocialCallbackBody,
) {
  const network = await networkOf(s, provider);
  const taken = await takeState(db, hashOf(body.state), vertical, seekerId, provider);
  if (!taken) throw new HttpError(410, STATE_GONE);
  if (taken.expiresAt.getTime() <= nowOf(s))
    throw new HttpError(
      410,
      `The sign-in at ${label(provider)} took longer than ${SOCIAL_STATE_MINUTES} minutes. Please connect again`,
    );
  if (body.error !== '')
    throw new HttpError(
      400,
      body.error === 'access_denied'
        ? `You did not allow the connection at ${label(provider)}, so nothing was connected`
        : `${label(provider)} did not connect your account. Please try again`,
    );
  const identity = await identityFrom(s, network, provider, taken, body);
  const saved = await db.transaction(async (tx) => {
    const owner = await ownerOf(tx, vertical, provider, identity.subject);
    if (owner !== undefined && owner !== seekerId) return false;
    try {
      return await upsertConnection(tx, { vertical, seekerId, provider, ...identity });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return false;
      throw err;
    }
  });
  if (!saved)
    throw new HttpError(
      409,
      `This ${label(provider)} account is already connected to another profile on this site. Sign in there to disconnect it first`,
    );
  const rows = await connectionsOf(db, vertical, seekerId);
  return {
    message: `Your ${label(provider)} account is connected`,
    connection: toConnection(
      s,
      provider,
      rows.find((r) => r.provider === provider),
    ),
  };
}

/** Exchanges the code (PKCE, state, nonce and issuer checked by openid-client) and reads the identity. */
async function identityFrom(
  s: SocialSettings,
  network: Network,
  provider: SocialProvider,
  taken: { codeVerifier: string; nonce: string; redirectUri: string },
  body: SocialCallbackBody,
): Promise<SocialIdentity> {
  const answer = new URL(taken.redirectUri);
  answer.searchParams.set('code', body.code);
  answer.searchParams.set('state', body.state);
  if (body.iss !== '') answer.searchParams.set('iss', body.iss);
  const refused = () =>
    new HttpError(502, `${label(provider)} did not confirm your sign-in. Please connect again`);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(network.config, answer, {
      pkceCodeVerifier: taken.codeVerifier,
      expectedState: body.state,
      ...(network.oidc ? { expectedNonce: taken.nonce, idTokenExpected: true } : {}),
    });
  } catch (err) {
    // The reason, never the code, the state or any token.
    s.logger?.warn({ provider, err: (err as Error).message }, 'social code exchange refused');
    throw refused();
  }
  try {
    const claims = tokens.claims();
    const fromToken = claims ? identityOf('oidc', claims) : undefined;
    if (network.oidc && fromToken && fromToken.name !== null) return fromToken;
    const profile =
      network.oidc && fromToken
        ? await client.fetchUserInfo(network.config, tokens.access_token, fromToken.subject)
        : await (
            await client.fetchProtectedResource(
              network.config,
              tokens.access_token,
              new URL(network.profileUrl),
              'GET',
            )
          ).json();
    const identity = identityOf(network.profile, profile);
    if (!identity) throw new Error('the profile answer does not have the expected shape');
    return identity;
  } catch (err) {
    s.logger?.warn({ provider, err: (err as Error).message }, 'social profile not read');
    throw new HttpError(502, `${label(provider)} did not tell us who you are. Please connect again`);
  }
}

/** Disconnects the seeker's own account of a network; only ever the asking seeker's. */
export async function disconnect(
  db: Db,
  vertical: Vertical,
  s: SocialSettings,
  seekerId: number,
  provider: SocialProvider,
) {
  if (!(await deleteConnection(db, vertical, seekerId, provider)))
    throw new HttpError(404, `No ${label(provider)} account is connected to your profile`);
  return {
    message: `Your ${label(provider)} account is disconnected`,
    connection: toConnection(s, provider, undefined),
  };
}
