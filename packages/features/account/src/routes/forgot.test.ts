import { setupTestSite, uniqueEmail } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action } from './forgot.tsx';

const site = setupTestSite();
const NOTICE = 'If an account uses that email, we have sent it a link to reset the password.';

describe('forgot password', () => {
  it('emails a reset link to an account, and says the same whether or not the account exists', async () => {
    const email = (await site.signUp()).account?.email ?? '';
    expect(await site.browser().submitData(action, '/forgot', { email })).toEqual({ notice: NOTICE });
    const message = await site.api().latestMessage(site.vertical, email, 'reset-password');
    expect(message.link).toContain('/resetpassword?');

    const nobody = uniqueEmail('nobody');
    expect(await site.browser().submitData(action, '/forgot', { email: nobody })).toEqual({ notice: NOTICE });
    expect(await site.api().outbox(site.vertical, nobody)).toEqual([]);
  });

  it('refuses an address that is not one', async () => {
    const answer = await site.browser().submitData(action, '/forgot', { email: 'nope' });
    expect(answer).toHaveProperty('error');
    expect(answer).not.toHaveProperty('notice');
  });
});
