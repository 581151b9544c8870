import { EDITABLE_SETTINGS } from '@jobsite/domain/calls';
import { expectLoginFirst, setupTestSite, type TestBrowser } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { SAVE_FAILED } from '../actions.ts';
import { action, loader } from './settings.tsx';

const site = setupTestSite();
const section = (name?: string) => ({ params: name === undefined ? {} : { section: name } });

/** Every editable flag off, but these. */
const flagsForm = (on: readonly string[]) => ({
  intent: 'flags',
  ...Object.fromEntries(on.map((key) => [key, 'on'])),
});

describe('settings (/settings/{section})', () => {
  it('asks a signed-out visitor to log in and come back to the same section', async () => {
    await expectLoginFirst(site, loader, '/settings/changepassword', section('changepassword'));
    await expectLoginFirst(site, action, '/settings/privacy', {
      ...section('privacy'),
      fields: { intent: 'flags' },
    });
  });

  it('moves ?section= into the path, shows privacy for no section, and answers 404 for an unknown one', async () => {
    const seeker = await site.signUp();
    expect(await seeker.load(loader, '/settings?section=changepassword&x=1', section())).toMatchObject({
      status: 302,
      location: '/settings/changepassword?x=1',
    });
    expect(await seeker.data(loader, '/settings', section())).toMatchObject({ page: 'privacy' });
    expect(
      await seeker.data(loader, '/settings/privacy-settings', section('privacy-settings')),
    ).toMatchObject({
      page: 'privacy',
    });
    expect(await seeker.load(loader, '/settings/billing', section('billing'))).toMatchObject({
      status: 404,
      thrown: true,
    });
  });

  it('saves the privacy and email flags; the page shows them as saved', async () => {
    const seeker = await site.signUp();
    const before = await seeker.data(loader, '/settings/privacy', section('privacy'));
    expect(Object.keys(before.flags).sort()).toEqual([...EDITABLE_SETTINGS].sort());
    expect(before.blocked).toEqual([]);
    const on = EDITABLE_SETTINGS.filter((key) => !before.flags[key]).slice(0, 2);
    const answer = await seeker.submitData(action, '/settings/privacy', flagsForm(on), section('privacy'));
    expect(answer).toMatchObject({ intent: 'flags', ok: true, toast: { tone: 'positive' } });
    const after = await seeker.data(loader, '/settings/privacy', section('privacy'));
    for (const key of EDITABLE_SETTINGS) expect(after.flags[key], key).toBe(on.includes(key));
    expect(answer.toast?.message).not.toBe(SAVE_FAILED);
  });

  it('finds a company to block, blocks it and lists it, then unblocks it', async () => {
    const seeker = await site.signUp();
    const company = (await seeker.client().job.jobfeed({ page: 0 })).jobs.find((j) => j.company)?.company;
    if (!company) throw new Error('no seeded job names its company');
    const word = company.name.split(' ')[0] ?? company.name;
    const search = await seeker.data(
      loader,
      `/settings/privacy?company=${encodeURIComponent(word)}`,
      section('privacy'),
    );
    expect(search.query).toBe(word);
    const found = search.found.find((c) => c.name === company.name);
    expect(found).toBeDefined();

    const blocked = await seeker.submitData(
      action,
      '/settings/privacy',
      { intent: 'block', companyId: String(found?.id) },
      section('privacy'),
    );
    expect(blocked).toMatchObject({ intent: 'block', ok: true });
    expect((await seeker.data(loader, '/settings/privacy', section('privacy'))).blocked).toEqual([
      { id: found?.id, name: company.name },
    ]);
    await seeker.submitData(
      action,
      '/settings/privacy',
      { intent: 'unblock', companyId: String(found?.id) },
      section('privacy'),
    );
    expect((await seeker.data(loader, '/settings/privacy', section('privacy'))).blocked).toEqual([]);
  });

  it('changes the password only with the right current one', async () => {
    const seeker: TestBrowser = await site.signUp();
    const { email, password } = seeker.account ?? { email: '', password: '' };
    const newPassword = 'another long passphrase 11';
    const wrong = await seeker.submitData(
      action,
      '/settings/changepassword',
      { intent: 'password', oldPassword: 'not my password', newPassword, confirm: newPassword },
      section('changepassword'),
    );
    expect(wrong).toEqual({
      intent: 'password',
      ok: false,
      errors: { oldPassword: 'Your current password is not right. Please check it and try again.' },
    });
    const right = await seeker.submitData(
      action,
      '/settings/changepassword',
      { intent: 'password', oldPassword: password, newPassword, confirm: newPassword },
      section('changepassword'),
    );
    expect(right).toMatchObject({ intent: 'password', ok: true, toast: { tone: 'positive' } });
    const browser = site.browser();
    await browser.signIn(email, newPassword);
    expect(browser.signedIn).toBe(true);
  });

  it('shows the contact details to verify', async () => {
    const seeker = await site.signUp({ phone: '9876543210' });
    const page = await seeker.data(
      loader,
      '/settings/verify-contact-details',
      section('verify-contact-details'),
    );
    expect(page.contact).toEqual({
      email: seeker.account?.email,
      phone: '9876543210',
      verifiedEmail: false,
      verifiedNumber: false,
    });
  });

  it('deactivates the account with the password: signed out, sent to the deactivated page', async () => {
    const seeker = await site.signUp();
    const wrong = await seeker.submitData(
      action,
      '/settings/changepassword',
      { intent: 'deactivate', password: 'not my password', reason: 'found a job' },
      section('changepassword'),
    );
    expect(wrong).toMatchObject({ intent: 'deactivate', ok: false, values: { reason: 'found a job' } });
    expect(wrong.errors?.password).toBeDefined();
    expect(seeker.signedIn).toBe(true);

    const done = await seeker.submit(
      action,
      '/settings/changepassword',
      { intent: 'deactivate', password: seeker.account?.password ?? '', reason: 'found a job' },
      section('changepassword'),
    );
    expect(done).toMatchObject({ status: 302, location: '/settings/deactivated' });
    expect(seeker.signedIn).toBe(false);
    const again = await site
      .browser()
      .client('/login')
      .auth.login({
        email: seeker.account?.email ?? '',
        password: seeker.account?.password ?? '',
      });
    expect(again.token).toBeNull();
    expect(again.activationToken).not.toBeNull();
  });
});
