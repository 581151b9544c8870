import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './verify-email.tsx';

const site = setupTestSite();

describe('verify email (/verify-email?seekerId=&token=)', () => {
  it('verifies the address with the emailed link, and only with it', async () => {
    const seeker = await site.signUp();
    const email = seeker.account?.email ?? '';
    const message = await site.api().latestMessage(site.vertical, email, 'verify-email');
    const link = new URL(message.link ?? '');
    expect(link.pathname).toBe('/verify-email');

    const forged = new URLSearchParams(link.search);
    forged.set('token', 'forged');
    expect(await site.browser().data(loader, `/verify-email?${forged}`)).toEqual({
      site: site.brand.name,
      verified: false,
      signedIn: false,
    });
    expect(await site.browser().data(loader, '/verify-email?seekerId=abc&token=x')).toMatchObject({
      verified: false,
    });

    expect(await seeker.data(loader, `/verify-email${link.search}`)).toEqual({
      site: site.brand.name,
      verified: true,
      signedIn: true,
    });
    const { profile } = await seeker.client().user.profile(undefined);
    expect(profile?.verifiedEmail).toBe(true);
  });
});
