import { SHARE_KEYS, setupTestSite, shareKeysOf, type TestBrowser } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { action, loader, meta } from './login.tsx';

const site = setupTestSite();

/** The two-factor code last emailed to `email`. */
const emailedCode = async (email: string) =>
  (await site.api().latestMessage(site.vertical, email, 'two-factor-code')).code ?? '';

/** A seeker who has turned two-factor authentication on, and their email address. */
async function seekerWithTwoFactor(): Promise<{ seeker: TestBrowser; email: string }> {
  const seeker = await site.signUp();
  const email = seeker.account?.email ?? '';
  const settings = seeker.client('/settings/changepassword').settings;
  await settings.twoFaEnableCode(undefined);
  await settings.twoFaVerify({ code: await emailedCode(email) });
  return { seeker, email };
}

describe('login page', () => {
  let account: { email: string; password: string };

  beforeAll(async () => {
    const seeker = await site.signUp();
    account = seeker.account ?? { email: '', password: '' };
  });

  it('asks a signed-out visitor, keeping a same-site next and dropping any other', async () => {
    const page = await site.browser().data(loader, '/login?next=%2Fsaved-jobs&reset=1');
    expect(page).toEqual({
      next: '/saved-jobs',
      reset: true,
      name: site.brand.name,
      url: `${site.origin}/login`,
    });
    const tags = meta({ loaderData: page } as Parameters<typeof meta>[0]) ?? [];
    expect(shareKeysOf(tags)).toEqual(SHARE_KEYS);
    expect(tags).toContainEqual({ property: 'og:url', content: `${site.origin}/login` });
    const offsite = await site.browser().data(loader, '/login?next=%2F%2Fevil.example%2F');
    expect(offsite.next).toBe('/jobfeed');
  });

  it('sends a signed-in person on to next', async () => {
    const seeker = await site.signUp();
    const result = await seeker.load(loader, '/login?next=%2Fmyprofile');
    expect(result).toMatchObject({ status: 302, thrown: true, location: '/myprofile' });
  });

  it('signs in with the right password: the session cookies are set and the person goes on', async () => {
    const browser = site.browser();
    const result = await browser.submit(action, '/login', { ...account, next: '/applied-jobs' });
    expect(result).toMatchObject({ status: 302, location: '/applied-jobs' });
    expect(browser.signedIn).toBe(true);
    expect(result.response.headers.get('cache-control')).toBe('private, no-store');
    const profile = await browser.client().user.profile(undefined);
    expect(profile.profile?.email).toBe(account.email);
  });

  it('refuses a wrong password with the API’s text, keeps the email and signs no one in', async () => {
    const browser = site.browser();
    const result = await browser.submit(action, '/login', {
      email: account.email,
      password: 'not the password',
    });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      step: 'password',
      error: 'Invalid email or password',
      email: account.email,
    });
    expect(browser.signedIn).toBe(false);
  });

  it('with two-factor authentication on, asks for the emailed code and then signs in', async () => {
    const { seeker, email } = await seekerWithTwoFactor();

    const browser = site.browser();
    const first = await browser.submitData(action, '/login', {
      email,
      password: seeker.account?.password ?? '',
    });
    expect(first).toMatchObject({ step: 'code', kind: 'twoFactor' });
    expect(browser.signedIn).toBe(false);
    if (first.step !== 'code') throw new Error('no code step');

    const wrong = await browser.submitData(action, '/login', {
      intent: 'code',
      kind: 'twoFactor',
      activationToken: first.activationToken,
      code: '000000',
    });
    expect(wrong).toMatchObject({ step: 'code', activationToken: first.activationToken });
    expect(wrong).toHaveProperty('error');

    const done = await browser.submit(action, '/login', {
      intent: 'code',
      kind: 'twoFactor',
      activationToken: first.activationToken,
      code: await emailedCode(email),
      next: '/saved-jobs',
    });
    expect(done).toMatchObject({ status: 302, location: '/saved-jobs' });
    expect(browser.signedIn).toBe(true);
  });

  it('signs in a seeker with two-factor on who enters each code as often as they like', async () => {
    const { seeker, email } = await seekerWithTwoFactor();
    // Five logins, each finished with its code: six codes in a few minutes, every one entered.
    for (let login = 1; login <= 5; login += 1) {
      const browser = site.browser();
      const first = await browser.submitData(action, '/login', {
        email,
        password: seeker.account?.password ?? '',
      });
      expect(first, `login ${login}`).toMatchObject({ step: 'code', kind: 'twoFactor' });
      if (first.step !== 'code') throw new Error('no code step');
      const done = await browser.submit(action, '/login', {
        intent: 'code',
        kind: 'twoFactor',
        activationToken: first.activationToken,
        code: await emailedCode(email),
      });
      expect(done, `login ${login}`).toMatchObject({ status: 302, location: '/jobfeed' });
      expect(browser.signedIn).toBe(true);
    }
  });
});
