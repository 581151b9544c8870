/**
 * The networks a seeker can connect (decision 0034): each network's real endpoints and what it answers
 * with, and the environment's settings over them. Every network goes through openid-client: an OpenID
 * provider (LinkedIn, or any network given an issuer) through discovery, ID token and userinfo; the
 * others through their authorization and token endpoints and their own "who am I" call.
 */
import type { SocialProvider } from '@jobsite/domain/calls';
import * as client from 'openid-client';

/** A network's client at the site, from the environment (`SOCIAL_<NETWORK>_*`, config.ts). */
interface SocialProviderSettings {
  clientId: string;
  clientSecret: string;
  /** An OpenID issuer: endpoints come from its discovery document and the identity from its ID token. */
  issuer?: string | undefined;
  /** Overrides of the network's own endpoints (without an issuer). */
  authorizationUrl?: string | undefined;
  tokenUrl?: string | undefined;
  profileUrl?: string | undefined;
}

export type SocialProviders = Partial<Record<SocialProvider, SocialProviderSettings>>;

interface NetworkDefaults {
  /** The network's OpenID issuer, when it is one. */
  issuer?: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** The shape of the "who am I" answer. */
  profile: 'oidc' | 'facebook' | 'x';
  scopes: string[];
  /** How the client proves itself at the token endpoint. */
  tokenAuth: 'post' | 'basic';
}

/**
 * Each network's public endpoints. LinkedIn is an OpenID provider ("Sign In with LinkedIn using OpenID
 * Connect"); Facebook's Graph and X's API v2 answer who the account is at their own addresses.
 */
const NETWORKS: Record<SocialProvider, NetworkDefaults> = {
  linkedin: {
    issuer: 'https://www.linkedin.com/oauth',
    authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    profileUrl: 'https://api.linkedin.com/v2/userinfo',
    profile: 'oidc',
    scopes: ['openid', 'profile'],
    tokenAuth: 'post',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,picture',
    profile: 'facebook',
    scopes: ['public_profile'],
    tokenAuth: 'post',
  },
  twitter: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    profileUrl: 'https://api.x.com/2/users/me?user.fields=profile_image_url',
    profile: 'x',
    scopes: ['users.read', 'tweet.read'],
    tokenAuth: 'basic',
  },
};

/** The scopes an OpenID provider given by its issuer is asked for. */
const OIDC_SCOPES = ['openid', 'profile'];

/** A network ready to use: its openid-client configuration and how to read who signed in. */
export interface Network {
  config: client.Configuration;
  oidc: boolean;
  profile: 'oidc' | 'facebook' | 'x';
  profileUrl: string;
  scopes: string[];
}

/** A loopback address: the only place plain http is allowed (a provider a test or a developer runs). */
export const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
};

/**
 * Makes a network's configuration: with an issuer (the settings', else LinkedIn's own) by discovery,
 * otherwise from its endpoints. Plain http only towards loopback addresses.
 */
async function configure(provider: SocialProvider, s: SocialProviderSettings): Promise<Network> {
  const d = NETWORKS[provider];
  const customEndpoints = Boolean(s.authorizationUrl || s.tokenUrl);
  const issuer = s.issuer ?? (customEndpoints ? undefined : d.issuer);
  const insecure = (url: string) => url.startsWith('http://') && isLoopback(url);
  if (issuer) {
    const config = await client.discovery(
      new URL(issuer),
      s.clientId,
      { client_secret: s.clientSecret },
      client.ClientSecretPost(s.clientSecret),
      insecure(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    const userinfo = config.serverMetadata().userinfo_endpoint;
    return {
      config,
      oidc: true,
      profile: 'oidc',
      profileUrl: s.profileUrl ?? userinfo ?? d.profileUrl,
      scopes: s.issuer ? OIDC_SCOPES : d.scopes,
    };
  }
  const authorizationUrl = s.authorizationUrl ?? d.authorizationUrl;
  const tokenUrl = s.tokenUrl ?? d.tokenUrl;
  const config = new client.Configuration(
    {
      issuer: new URL(authorizationUrl).origin,
      authorization_endpoint: authorizationUrl,
      token_endpoint: tokenUrl,
    },
    s.clientId,
    { client_secret: s.clientSecret },
    d.tokenAuth === 'basic'
      ? client.ClientSecretBasic(s.clientSecret)
      : client.ClientSecretPost(s.clientSecret),
  );
  config.timeout = 10;
  if (insecure(authorizationUrl) || insecure(tokenUrl)) client.allowInsecureRequests(config);
  return {
    config,
    oidc: false,
    profile: d.profile,
    profileUrl: s.profileUrl ?? d.profileUrl,
    scopes: d.scopes,
  };
}

/**
 * The configured networks of one API process. Discovery documents are read once and kept (they are
 * configuration, the same in every process); a failed read is tried again on the next use.
 */
export function networksOf(providers: SocialProviders) {
  const cache = new Map<SocialProvider, Promise<Network>>();
  return {
    available: (provider: SocialProvider) => providers[provider] !== undefined,
    async get(provider: SocialProvider): Promise<Network | undefined> {
      const settings = providers[provider];
      if (!settings) return undefined;
      let found = cache.get(provider);
      if (!found) {
        found = configure(provider, settings);
        cache.set(provider, found);
        found.catch(() => cache.delete(provider));
      }
      return found;
    },
  };
}
export type Networks = ReturnType<typeof networksOf>;
