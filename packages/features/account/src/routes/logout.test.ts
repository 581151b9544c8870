import { createApiClient } from '@jobsite/api-client';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { action, loader } from './logout.tsx';

const site = setupTestSite();

describe('logout', () => {
  it('sends a signed-out visitor home and asks a signed-in one', async () => {
    expect(await site.browser().load(loader, '/logout')).toMatchObject({ status: 302, location: '/' });
    const seeker = await site.signUp();
    expect(await seeker.load(loader, '/logout')).toMatchObject({ status: 200, data: null });
  });

  it('ends the session on the server, drops its cookies and reloads the home page', async () => {
    const seeker = await site.signUp();
    const cookies = seeker.cookies.header();
    const result = await seeker.submit(action, '/logout');
    expect(result).toMatchObject({ status: 302, location: '/' });
    expect(result.response.headers.get('x-remix-reload-document')).toBe('true');
    expect(seeker.signedIn).toBe(false);
    // The cookies of before no longer open the session.
    const stale = createApiClient({
      vertical: site.vertical,
      apiOrigin: site.api().origin,
      pageUrl: `${site.origin}/myprofile`,
      cookies: { get: () => cookies, set: () => {} },
    });
    const refused = await stale.user.profile(undefined).then(
      () => null,
      (error: { status?: number }) => error.status,
    );
    // 401 (no session) or 418 (a revoked one): either way the API ends it.
    expect([401, 418]).toContain(refused);
  });
});
