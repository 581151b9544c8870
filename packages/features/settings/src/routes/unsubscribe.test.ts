import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './unsubscribe.tsx';

const site = setupTestSite();
let counter = 0;
/** A word of letters no seeded job holds. */
const word = () =>
  `Zqe${Date.now().toString(36)}${(counter++).toString(36)}`.replace(
    /\d/g,
    (d) => 'bcdfghjklm'[Number(d)] as string,
  );

/** A seeker with a saved search whose digest went out: the digest's unsubscribe address. */
async function digestLink() {
  const seeker = await site.signUp();
  const w = word();
  await seeker.client('/saved-searches').alerts.saveSearch({ name: `${w} roles`, keyword: w });
  await site.api().internal(site.vertical, '/jobs', { title: `${w} Analyst` });
  const email = seeker.account?.email ?? '';
  await site.api().internal(site.vertical, `/alerts/run-digest?email=${encodeURIComponent(email)}`, {});
  const digest = await site.api().latestMessage(site.vertical, email, 'job-alert-digest');
  const url = new URL(digest.link ?? '');
  return {
    seeker,
    name: `${w} roles`,
    path: `${url.pathname}${url.search}`,
    token: url.searchParams.get('token') ?? '',
  };
}

describe('unsubscribe (/unsubscribe)', () => {
  it('says what would stop on GET and stops it on the form POST, without a session', async () => {
    const { name, path, token } = await digestLink();
    const visitor = site.browser();
    expect(await visitor.data(loader, path)).toMatchObject({
      token,
      described: { ok: true, list: { description: `job alerts for "${name}"`, unsubscribed: false } },
    });
    expect(await visitor.submitData(action, path, { token })).toEqual({
      ok: true,
      message: `You are unsubscribed: no more job alerts for "${name}"`,
      list: expect.stringMatching(/^alerts:\d+$/),
    });
    expect((await visitor.data(loader, path)).described).toMatchObject({
      ok: true,
      list: { unsubscribed: true },
    });
    // Again: the same answer, said as already done.
    expect(await visitor.submitData(action, path, { token })).toMatchObject({
      ok: true,
      message: expect.stringContaining('already unsubscribed'),
    });
  });

  it('takes a mail client’s RFC 8058 one-click POST: the token in the address, the body One-Click', async () => {
    const { name, path } = await digestLink();
    // The browser suite sends the very bytes (form-encoded); here the action reads the same field.
    const result = await site.browser().submit(action, path, { 'List-Unsubscribe': 'One-Click' });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      ok: true,
      message: `You are unsubscribed: no more job alerts for "${name}"`,
    });
  });

  it('refuses a tampered link and a link without a token with a clear message', async () => {
    const { path, token } = await digestLink();
    const tampered = `${token.slice(0, 10)}x${token.slice(11)}`;
    const page = await site.browser().data(loader, `/unsubscribe?token=${encodeURIComponent(tampered)}`);
    expect(page.described).toEqual({ ok: false, error: expect.stringContaining('not valid') });
    const refused = await site.browser().submit(action, path, { token: tampered });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ ok: false, error: expect.stringContaining('not valid') });
    expect((await site.browser().data(loader, '/unsubscribe')).described).toEqual({
      ok: false,
      error: expect.stringContaining('has no token'),
    });
    expect((await site.browser().submit(action, '/unsubscribe', {})).status).toBe(400);
  });
});
