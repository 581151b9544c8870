/** The social networks' settings read from the environment (config.ts; decision 0034). */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('social network settings', () => {
  it('has no network without a client, and takes a client with its optional issuer or endpoints', () => {
    expect(loadConfig({}).socialProviders).toEqual({});
    const { socialProviders } = loadConfig({
      SOCIAL_LINKEDIN_CLIENT_ID: 'li-id',
      SOCIAL_LINKEDIN_CLIENT_SECRET: 'li-secret',
      SOCIAL_TWITTER_CLIENT_ID: 'x-id',
      SOCIAL_TWITTER_CLIENT_SECRET: 'x-secret',
      SOCIAL_TWITTER_TOKEN_URL: 'https://api.x.test/2/oauth2/token',
      SOCIAL_FACEBOOK_ISSUER: '',
    });
    expect(socialProviders).toEqual({
      linkedin: {
        clientId: 'li-id',
        clientSecret: 'li-secret',
        issuer: undefined,
        authorizationUrl: undefined,
        tokenUrl: undefined,
        profileUrl: undefined,
      },
      twitter: {
        clientId: 'x-id',
        clientSecret: 'x-secret',
        issuer: undefined,
        authorizationUrl: undefined,
        tokenUrl: 'https://api.x.test/2/oauth2/token',
        profileUrl: undefined,
      },
    });
  });

  it('names each incomplete or unsafe setting', () => {
    expect(problemsOf({ SOCIAL_LINKEDIN_CLIENT_ID: 'li-id' })).toEqual([
      'SOCIAL_LINKEDIN_CLIENT_SECRET is required when SOCIAL_LINKEDIN_CLIENT_ID is set',
    ]);
    expect(problemsOf({ SOCIAL_FACEBOOK_ISSUER: 'https://id.test' })).toEqual([
      'SOCIAL_FACEBOOK_ISSUER is set, but facebook needs SOCIAL_FACEBOOK_CLIENT_ID and SOCIAL_FACEBOOK_CLIENT_SECRET as well',
    ]);
    expect(
      problemsOf({
        SOCIAL_TWITTER_CLIENT_ID: 'x',
        SOCIAL_TWITTER_CLIENT_SECRET: 'y',
        SOCIAL_TWITTER_AUTHORIZATION_URL: 'http://x.test/authorize',
      }),
    ).toEqual(['SOCIAL_TWITTER_AUTHORIZATION_URL must be an https:// URL (plain http only on localhost)']);
    expect(
      problemsOf({
        SOCIAL_LINKEDIN_CLIENT_ID: 'x',
        SOCIAL_LINKEDIN_CLIENT_SECRET: 'y',
        SOCIAL_LINKEDIN_ISSUER: 'http://localhost:5310',
      }),
    ).toEqual([]);
  });
});
