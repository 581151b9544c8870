import type { ApiClient } from '@jobsite/api-client';
import { describe, expect, it } from 'vitest';
import { runIntent, SAVE_FAILED } from './actions.ts';

/** A client no call may reach: these refusals happen on the brand server, before any request. */
const unreachable = new Proxy({} as ApiClient, {
  get() {
    throw new Error('no call should be made');
  },
});

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('settings intents refused before any call', () => {
  it('password: the repeated password must match, the new one must differ, all are required', async () => {
    expect(
      await runIntent(
        unreachable,
        form({ intent: 'password', oldPassword: 'old one', newPassword: 'new one', confirm: 'other' }),
      ),
    ).toMatchObject({ intent: 'password', ok: false, errors: { confirm: expect.stringMatching(/match/) } });
    expect(
      await runIntent(
        unreachable,
        form({ intent: 'password', oldPassword: 'same', newPassword: 'same', confirm: 'same' }),
      ),
    ).toMatchObject({ errors: { newPassword: expect.stringMatching(/different/) } });
    expect(
      await runIntent(unreachable, form({ intent: 'password', oldPassword: '', newPassword: '' })),
    ).toMatchObject({
      errors: { oldPassword: 'Current password is required.', newPassword: 'New password is required.' },
    });
  });

  it('codes and addresses keep what was typed (never a password)', async () => {
    expect(await runIntent(unreachable, form({ intent: 'twofa-verify', code: '12ab' }))).toEqual({
      intent: 'twofa-verify',
      ok: false,
      errors: { code: 'The code must be the 6-digit code.' },
      step: 'code',
      values: { code: '12ab' },
    });
    expect(await runIntent(unreachable, form({ intent: 'phone-verify', otp: '' }))).toMatchObject({
      errors: { otp: 'Enter the 6-digit code we sent you.' },
      step: 'code',
    });
    const change = await runIntent(
      unreachable,
      form({ intent: 'email-change', email: 'nope', password: 'x' }),
    );
    expect(change).toMatchObject({ errors: { email: expect.stringMatching(/valid email/) } });
    expect(change).toMatchObject({ values: { email: 'nope' } });
    expect(JSON.stringify(change)).not.toContain('"password":"x"');
    expect(
      await runIntent(unreachable, form({ intent: 'deactivate', password: '', reason: 'found a job' })),
    ).toMatchObject({ errors: { password: 'Password is required.' }, values: { reason: 'found a job' } });
  });

  it('an unknown intent or a company id that is not one is a toast, not a call', async () => {
    expect(await runIntent(unreachable, form({ intent: 'format-disk' }))).toMatchObject({ ok: false });
    expect(await runIntent(unreachable, form({ intent: 'block', companyId: 'acme' }))).toEqual({
      intent: 'block',
      ok: false,
      toast: { tone: 'critical', message: 'Please choose a company from the list.' },
    });
    expect(SAVE_FAILED).toBe('Failed to update, try again');
  });
});
