import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './reactivate.tsx';

const site = setupTestSite();

describe('reactivate page (/reactivate)', () => {
  it('asks a signed-out visitor, and sends a signed-in person to the feed', async () => {
    expect(await site.browser().data(loader, '/reactivate')).toEqual({ name: site.brand.name });
    const seeker = await site.signUp();
    expect(await seeker.load(loader, '/reactivate')).toMatchObject({
      status: 302,
      thrown: true,
      location: '/jobfeed',
    });
  });

  it('brings a deactivated account back with the emailed code, refusing a wrong one, and signs in', async () => {
    const seeker = await site.signUp();
    const { email, password } = seeker.account ?? { email: '', password: '' };
    await seeker.client('/settings/deactivate').settings.deactivate({ password, reason: 'found a job' });

    const browser = site.browser();
    const wrongPassword = await browser.submitData(action, '/reactivate', { email, password: 'not it' });
    expect(wrongPassword).toEqual({ step: 'password', error: 'Invalid email or password', email });

    const first = await browser.submitData(action, '/reactivate', { email, password });
    expect(first).toMatchObject({ step: 'code' });
    expect(browser.signedIn).toBe(false);
    if (first.step !== 'code') throw new Error('no code step');

    const wrong = await browser.submitData(action, '/reactivate', {
      intent: 'code',
      activationToken: first.activationToken,
      code: '000000',
    });
    expect(wrong).toMatchObject({ step: 'code', activationToken: first.activationToken });
    expect(wrong).toHaveProperty('error');
    expect(browser.signedIn).toBe(false);

    const sent = await site.api().latestMessage(site.vertical, email, 'reactivate');
    const done = await browser.submit(action, '/reactivate', {
      intent: 'code',
      activationToken: first.activationToken,
      code: sent.code ?? '',
    });
    expect(done).toMatchObject({ status: 302, location: '/jobfeed' });
    expect(browser.signedIn).toBe(true);
    const profile = await browser.client().user.profile(undefined);
    expect(profile.profile?.email).toBe(email);
  });

  it('tells the owner of an active account there is nothing to reactivate', async () => {
    const seeker = await site.signUp();
    const { email = '', password = '' } = seeker.account ?? {};
    const browser = site.browser();
    expect(await browser.submitData(action, '/reactivate', { email, password })).toEqual({
      step: 'active',
      signedIn: true,
    });
    expect(browser.signedIn).toBe(true);
  });
});
