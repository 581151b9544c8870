/**
 * The social connection routes against the real API (started without any network configured, so every
 * network shows as not available and the refusals come back to the page as notices).
 */
import { itSendsSignedOutVisitorsToLogIn, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { noticeOf } from '../notices.ts';
import { loader as callbackLoader } from './callback.ts';
import { action, loader } from './social-connection.tsx';
import { action as startAction, loader as startLoader } from './start.ts';

const site = setupTestSite();

describe('social connections (/social-connection)', () => {
  itSendsSignedOutVisitorsToLogIn(site, loader, '/social-connection');

  it('lists the networks, and says why one cannot be connected', async () => {
    const seeker = await site.signUp();
    const page = await seeker.data(loader, '/social-connection');
    expect(page.connections.map((c) => [c.label, c.available, c.connected])).toEqual([
      ['LinkedIn', false, false],
      ['Facebook', false, false],
      ['X', false, false],
    ]);
    expect(page.notice).toBeNull();

    const start = await seeker.submit(
      startAction,
      '/social-connection/linkedin/start',
      {},
      {
        params: { provider: 'linkedin' },
      },
    );
    expect(start.location).toBe('/social-connection?result=unavailable&provider=linkedin');
    expect((await seeker.data(loader, start.location ?? '')).notice).toEqual({
      tone: 'critical',
      text: 'LinkedIn cannot be connected on this site at the moment.',
    });
    expect((await seeker.load(startLoader, '/social-connection/linkedin/start')).location).toBe(
      '/social-connection',
    );
    const unknown = await seeker.submit(
      startAction,
      '/social-connection/myspace/start',
      {},
      {
        params: { provider: 'myspace' },
      },
    );
    expect(unknown.status).toBe(404);

    const denied = await seeker.load(
      callbackLoader,
      '/social-connection/facebook/callback?error=access_denied&state=abc',
      { params: { provider: 'facebook' } },
    );
    expect(denied.location).toBe('/social-connection?result=denied&provider=facebook');
    const bare = await seeker.load(callbackLoader, '/social-connection/twitter/callback', {
      params: { provider: 'twitter' },
    });
    expect(bare.location).toBe('/social-connection?result=failed&provider=twitter');

    expect(
      await seeker.submitData(action, '/social-connection', { intent: 'disconnect', provider: 'twitter' }),
    ).toEqual({ ok: false, error: 'No X account is connected to your profile', provider: 'twitter' });
  });

  it('shows only the fixed texts of known results', () => {
    const at = (q: string) => noticeOf(new URL(`http://localhost/social-connection?${q}`));
    expect(at('result=connected&provider=linkedin')).toEqual({
      tone: 'positive',
      text: 'Your LinkedIn account is connected.',
    });
    expect(at('result=taken&provider=twitter')?.text).toContain('This X account is already connected');
    expect(at('result=<script>&provider=linkedin')).toBeUndefined();
    expect(at('result=connected&provider=myspace')).toBeUndefined();
  });
});
