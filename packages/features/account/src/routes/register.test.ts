import { SHARE_KEYS, setupTestSite, shareKeysOf, uniqueEmail } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, FIRST_STEP, loader, meta } from './register.tsx';

const site = setupTestSite();

const PASSWORD = 'a long enough passphrase 7';

describe('register page', () => {
  it('asks a signed-out visitor and sends a signed-in person to the feed', async () => {
    const page = await site.browser().data(loader, '/register');
    expect(page).toEqual({ name: site.brand.name, url: `${site.origin}/register` });
    const tags = meta({ loaderData: page } as Parameters<typeof meta>[0]) ?? [];
    expect(shareKeysOf(tags)).toEqual(SHARE_KEYS);
    const seeker = await site.signUp();
    expect(await seeker.load(loader, '/register')).toMatchObject({ status: 302, location: '/jobfeed' });
  });

  it('creates the account, signs in at once and starts the wizard', async () => {
    const browser = site.browser();
    const email = uniqueEmail('register');
    const result = await browser.submit(action, '/register', {
      name: 'Meera Iyer',
      email,
      password: PASSWORD,
    });
    expect(result).toMatchObject({ status: 302, location: FIRST_STEP });
    expect(browser.signedIn).toBe(true);
    const { profile } = await browser.client().user.profile(undefined);
    expect(profile).toMatchObject({ name: 'Meera Iyer', email });
  });

  it('refuses an address already registered, keeping what was typed but the password', async () => {
    const taken = (await site.signUp()).account?.email ?? '';
    const browser = site.browser();
    const answer = await browser.submitData(action, '/register', {
      name: 'Meera Iyer',
      email: taken,
      password: PASSWORD,
      phone: '9876543210',
    });
    expect(answer).toEqual({
      error: 'An account with this email already exists. Please log in',
      values: { name: 'Meera Iyer', email: taken, phone: '9876543210' },
    });
    expect(browser.signedIn).toBe(false);
  });

  it('refuses an address that is not one, and a password that is too short, before any account exists', async () => {
    const badEmail = await site.browser().submitData(action, '/register', {
      name: 'Meera Iyer',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(badEmail.error).toMatch(/email/i);
    const email = uniqueEmail('short');
    const short = await site
      .browser()
      .submitData(action, '/register', { name: 'Meera Iyer', email, password: 'short' });
    expect(short.error).toMatch(/password/i);
    const exists = await site.browser().client().auth.emailExists({ email });
    expect(exists.exists).toBe(false);
  });
});
