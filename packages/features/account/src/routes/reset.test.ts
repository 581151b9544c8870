import { setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { action, loader } from './reset.tsx';

const site = setupTestSite();
const NEW_PASSWORD = 'a brand new passphrase 9';

describe('reset password (/resetpassword?seekerId=&token=)', () => {
  let email: string;
  let link: URL;

  beforeAll(async () => {
    email = (await site.signUp()).account?.email ?? '';
    await site.browser().client('/forgot').auth.forgotPassword({ email });
    const message = await site.api().latestMessage(site.vertical, email, 'reset-password');
    link = new URL(message.link ?? '');
  });

  it('checks the emailed link before asking for a password', async () => {
    const page = await site.browser().data(loader, `/resetpassword${link.search}`);
    expect(page).toMatchObject({ seekerId: link.searchParams.get('seekerId'), valid: true });
    const forged = new URL(link);
    forged.searchParams.set('token', 'forged-token');
    expect(await site.browser().data(loader, `/resetpassword${forged.search}`)).toMatchObject({
      valid: false,
    });
    expect(await site.browser().data(loader, '/resetpassword')).toMatchObject({ valid: false });
  });

  it('refuses two passwords that differ, without asking the API', async () => {
    const answer = await site.browser().submitData(action, '/resetpassword', {
      seekerId: link.searchParams.get('seekerId') ?? '',
      token: link.searchParams.get('token') ?? '',
      password: NEW_PASSWORD,
      confirm: `${NEW_PASSWORD}!`,
    });
    expect(answer).toEqual({ error: 'The two passwords do not match.' });
  });

  it('sets the new password and sends the person to log in with it', async () => {
    const result = await site.browser().submit(action, '/resetpassword', {
      seekerId: link.searchParams.get('seekerId') ?? '',
      token: link.searchParams.get('token') ?? '',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(result).toMatchObject({ status: 302, location: '/login?reset=1' });
    const browser = site.browser();
    await browser.signIn(email, NEW_PASSWORD);
    expect(browser.signedIn).toBe(true);
    // The link works once.
    expect(await site.browser().data(loader, `/resetpassword${link.search}`)).toMatchObject({ valid: false });
  });
});
