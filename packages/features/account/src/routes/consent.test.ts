import { expectLoginFirst, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './consent.tsx';

const site = setupTestSite();

describe('consent page', () => {
  it('asks a signed-out visitor to log in first, and a signed-in one where to go next', async () => {
    await expectLoginFirst(site, loader, '/consent');
    const seeker = await site.signUp();
    expect(await seeker.data(loader, '/consent?next=%2Fsaved-jobs')).toEqual({ next: '/saved-jobs' });
    expect(await seeker.data(loader, '/consent?next=https%3A%2F%2Fevil.example')).toEqual({
      next: '/jobfeed',
    });
  });

  it('needs the box ticked, then records the consent and continues', async () => {
    const seeker = await site.signUp();
    expect(await seeker.submitData(action, '/consent', { next: '/saved-jobs' })).toEqual({
      error: 'Please tick the box to continue.',
    });
    const result = await seeker.submit(action, '/consent', { agree: 'on', next: '/saved-jobs' });
    expect(result).toMatchObject({ status: 302, location: '/saved-jobs' });
  });

  it('sends a visitor whose session is gone to log in again rather than recording anything', async () => {
    const visitor = site.browser();
    const result = await visitor.submit(action, '/consent', { agree: 'on', next: '/saved-jobs' });
    expect(result.location).not.toBe('/saved-jobs');
    expect(result.data).toHaveProperty('error');
  });
});
