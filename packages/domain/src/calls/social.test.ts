import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { identityOf, SocialCallbackBody, SocialProviderParams } from './social.ts';

describe('social connection inputs', () => {
  it('takes a callback with a code or an error, and a state of URL-safe characters', () => {
    expect(v.parse(SocialCallbackBody, { state: 'abc_DEF-1', code: ' xyz ' })).toEqual({
      state: 'abc_DEF-1',
      code: 'xyz',
      error: '',
      iss: '',
    });
    expect(v.parse(SocialCallbackBody, { state: 'abc', error: 'access_denied' }).error).toBe('access_denied');
    const refused = (input: unknown) => v.safeParse(SocialCallbackBody, input).issues?.[0]?.message;
    expect(refused({ state: 'abc' })).toContain('neither a code nor an error');
    expect(refused({ state: 'a b', code: 'x' })).toContain('is not a state this site made');
    expect(refused({ state: 'abc', error: '<b>' })).toBe('must be an OAuth error code');
    expect(refused({ state: 'abc', code: 'x', iss: 'not a url' })).toBeDefined();
    expect(refused({ state: 'abc', code: 'x'.repeat(2049) })).toContain('at most 2048');
  });

  it('names only the three networks', () => {
    expect(v.safeParse(SocialProviderParams, { provider: 'twitter' }).success).toBe(true);
    expect(v.safeParse(SocialProviderParams, { provider: 'google' }).issues?.[0]?.message).toBe(
      'must be linkedin, facebook or twitter',
    );
  });
});

describe('identityOf', () => {
  it('reads an OpenID identity, its name from the given and family names when it has no name', () => {
    expect(identityOf('oidc', { sub: 'ab12', name: 'Asha Rao', picture: 'https://x.test/p.png' })).toEqual({
      subject: 'ab12',
      name: 'Asha Rao',
      picUrl: 'https://x.test/p.png',
    });
    expect(identityOf('oidc', { sub: 'ab12', given_name: 'Asha', family_name: 'Rao' })?.name).toBe(
      'Asha Rao',
    );
    expect(identityOf('oidc', { name: 'no subject' })).toBeUndefined();
  });

  it("reads Facebook's and X's answers, keeping only https pictures", () => {
    expect(
      identityOf('facebook', {
        id: '1029384756',
        name: 'Asha Rao',
        picture: { data: { url: 'https://graph.test/pic.jpg' } },
      }),
    ).toEqual({ subject: '1029384756', name: 'Asha Rao', picUrl: 'https://graph.test/pic.jpg' });
    expect(
      identityOf('x', {
        data: {
          id: 2244994945,
          name: '',
          username: 'asharao',
          profile_image_url: 'http://insecure.test/a.png',
        },
      }),
    ).toEqual({ subject: '2244994945', name: 'asharao', picUrl: null });
    expect(identityOf('x', { id: '1' })).toBeUndefined();
    expect(identityOf('facebook', { id: '' })).toBeUndefined();
  });
});
