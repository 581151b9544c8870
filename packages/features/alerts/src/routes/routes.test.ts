import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './saved-searches.tsx';
import { action as unsubscribeAction, loader as unsubscribeLoader } from './unsubscribe.tsx';

const site = setupTestSite();
let counter = 0;
/** A word of letters no seeded job holds. */
const word = () =>
  `Zqr${Date.now().toString(36)}${(counter++).toString(36)}`.replace(
    /\d/g,
    (d) => 'bcdfghjklm'[Number(d)] as string,
  );

describe('saved searches (/saved-searches)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/saved-searches');

  it('fills the form from a search address, saves, renames, turns alerts off and deletes', async () => {
    const seeker = await site.signUp();
    const w = word();
    const opened = await seeker.data(
      loader,
      `/saved-searches?save=${encodeURIComponent(`/search/${w.toLowerCase()}.html?exp=3`)}`,
    );
    expect(opened).toMatchObject({ saving: true, searches: [], limit: 20 });
    expect(opened.draft).toMatchObject({ keyword: w.toLowerCase(), exp: '3', name: `${w} jobs` });

    const form = { intent: 'save', name: 'Mine', keyword: w, exp: '3', locIds: '', alerts: 'on' };
    expect(await seeker.submitData(action, '/saved-searches', form)).toEqual({
      ok: true,
      message: 'Search saved. We will email you new matches for "Mine" once a day',
    });
    expect(await seeker.submitData(action, '/saved-searches', form)).toMatchObject({
      ok: false,
      intent: 'save',
      error: expect.stringContaining('already have a saved search with this name'),
    });
    const page = await seeker.data(loader, '/saved-searches');
    expect(page.saving).toBe(false);
    const [saved] = page.searches;
    expect(saved).toMatchObject({ name: 'Mine', keyword: w, exp: 3, alerts: true });
    const id = String(saved?.id);

    expect(
      await seeker.submitData(action, '/saved-searches', { intent: 'rename', id, name: 'Renamed' }),
    ).toEqual({
      ok: true,
      message: 'Search renamed to "Renamed"',
    });
    expect(
      await seeker.submitData(action, '/saved-searches', { intent: 'alerts', id, alerts: 'off' }),
    ).toEqual({
      ok: true,
      message: 'Alerts are off for "Renamed"',
    });
    expect(await seeker.submitData(action, '/saved-searches', { intent: 'delete', id })).toEqual({
      ok: true,
      message: 'Saved search deleted',
    });
    expect(await seeker.submitData(action, '/saved-searches', { intent: 'delete', id })).toMatchObject({
      ok: false,
      id,
      error: 'Saved search not found',
    });
  });
});

describe('unsubscribe (/alerts/unsubscribe)', () => {
  it('shows the button on GET, unsubscribes on POST without a session, and refuses used and bad links', async () => {
    const seeker = await site.signUp();
    const w = word();
    await seeker.submitData(action, '/saved-searches', {
      intent: 'save',
      name: 'Alerted',
      keyword: w,
      alerts: 'on',
    });
    await site.api().internal(site.vertical, '/jobs', { title: `${w} Analyst` });
    const email = seeker.account?.email ?? '';
    await site.api().internal(site.vertical, `/alerts/run-digest?email=${encodeURIComponent(email)}`, {});
    const digest = await site.api().latestMessage(site.vertical, email, 'job-alert-digest');
    expect(digest.body).toContain(`${w} Analyst`);
    const token = new URL(digest.link ?? '').searchParams.get('token') ?? '';

    const visitor = site.browser();
    const path = `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(await visitor.data(unsubscribeLoader, path)).toMatchObject({ token });
    expect(await visitor.submitData(unsubscribeAction, path, { token })).toEqual({
      ok: true,
      message: 'You are unsubscribed: no more job alerts for "Alerted"',
      searchName: 'Alerted',
    });
    expect(await visitor.submitData(unsubscribeAction, path, { token })).toMatchObject({
      ok: false,
      error: expect.stringContaining('already been used'),
    });
    expect(await visitor.submitData(unsubscribeAction, path, { token: 'nonsense' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('not valid'),
    });
    expect(await visitor.submitData(unsubscribeAction, '/alerts/unsubscribe', {})).toMatchObject({
      ok: false,
      error: expect.stringContaining('no token'),
    });
  });
});
