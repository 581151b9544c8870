import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './pending.tsx';
import { action as writeAction, loader as writeLoader } from './write.tsx';

const site = setupTestSite();
let contacts = 0;
const contactEmail = () => {
  contacts += 1;
  return `contact${Date.now()}-${contacts}@example.org`;
};
const TEXT = 'Asha ran our planning for two years, and every number she gave us added up.';

describe('pending recommendations (/pending-recommendations)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/pending-recommendations');

  it('asks, shows refusals beside their field, and lists the request with its actions', async () => {
    const seeker = await site.signUp();
    expect(await seeker.data(loader, '/pending-recommendations')).toMatchObject({
      recommendations: [],
      limit: 10,
    });
    const email = contactEmail();
    const path = '/pending-recommendations';
    expect(
      await seeker.submitData(action, path, { intent: 'ask', email, name: 'Ravi Menon', message: '' }),
    ).toEqual({
      ok: true,
      message: `Request sent to ${email}`,
    });
    expect(await seeker.submitData(action, path, { intent: 'ask', email: 'nope', name: 'X' })).toMatchObject({
      ok: false,
      intent: 'ask',
      field: 'email',
      values: { email: 'nope', name: 'X' },
    });
    expect(await seeker.submitData(action, path, { intent: 'ask', email, name: 'Ravi' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('already asked'),
    });
    const [request] = (await seeker.data(loader, path)).recommendations;
    expect(request).toMatchObject({ email, status: 'pending', senderName: 'Ravi Menon' });
    const id = String(request?.recommendationId);
    expect(await seeker.submitData(action, path, { intent: 'resend', id })).toMatchObject({ ok: true });
    expect(await seeker.submitData(action, path, { intent: 'accept', id })).toMatchObject({
      ok: false,
      id,
      error: 'Ravi Menon has not written the recommendation yet',
    });
    expect(await seeker.submitData(action, path, { intent: 'decline', id })).toMatchObject({
      ok: true,
      message: expect.stringContaining('withdrawn'),
    });
  });
});

describe('write a recommendation (/recommendation/write)', () => {
  it('opens the link without a session, writes once, and shows why a link does not work', async () => {
    const seeker = await site.signUp();
    const email = contactEmail();
    await seeker.submitData(action, '/pending-recommendations', { intent: 'ask', email, name: 'Ravi Menon' });
    const mail = await site.api().latestMessage(site.vertical, email, 'recommendation-request');
    const link = new URL(mail.link ?? '');
    expect(link.pathname).toBe('/recommendation/write');
    const token = link.searchParams.get('token') ?? '';
    const path = `${link.pathname}${link.search}`;

    const visitor = site.browser();
    const opened = await visitor.data(writeLoader, path);
    expect(opened).toMatchObject({ token, error: null, request: { name: 'Ravi Menon' } });
    expect(opened.profile).toMatchObject({ name: opened.request?.seekerName });

    expect(
      await visitor.submitData(writeAction, path, { token, text: 'Too short', name: 'Ravi' }),
    ).toMatchObject({
      ok: false,
      field: 'text',
      error: expect.stringContaining('at least 30 characters'),
    });
    expect(
      await visitor.submitData(writeAction, path, {
        token,
        text: TEXT,
        name: 'Ravi',
        linkedin: 'not a profile!',
      }),
    ).toMatchObject({ ok: false, field: 'linkedin' });
    expect(
      await visitor.submitData(writeAction, path, {
        token,
        text: TEXT,
        name: 'Ravi Menon',
        relation: 'Her manager',
        linkedin: 'https://www.linkedin.com/in/ravi-menon/',
      }),
    ).toMatchObject({ ok: true, message: expect.stringContaining('Thank you') });
    expect(await visitor.submitData(writeAction, path, { token, text: TEXT })).toMatchObject({
      ok: false,
      error: expect.stringContaining('already been written'),
    });
    expect(await visitor.data(writeLoader, path)).toMatchObject({
      request: null,
      error: expect.stringContaining('already been written'),
    });
    expect(
      await visitor.data(writeLoader, '/recommendation/write?token=1.2.abcdefghijklmnopqrstuv.x'),
    ).toMatchObject({
      error: expect.stringContaining('not valid'),
    });
    expect(await visitor.data(writeLoader, '/recommendation/write')).toMatchObject({
      error: expect.stringContaining('no token'),
    });

    const [written] = (await seeker.data(loader, '/pending-recommendations')).recommendations;
    expect(written).toMatchObject({ status: 'written', socialId: 'ravi-menon', relation: 'Her manager' });
    expect(
      await seeker.submitData(action, '/pending-recommendations', {
        intent: 'accept',
        id: String(written?.recommendationId),
      }),
    ).toMatchObject({ ok: true, message: expect.stringContaining('shows on your profile') });
  });
});
