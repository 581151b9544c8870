import { describe, expect, it } from 'vitest';
import { loadSeeker, seekerIdOf } from './seeker.ts';
import type { Site } from './site.ts';

/** A site whose API answers the header's calls, counting the profile calls. */
function siteWith(profile: () => Promise<unknown>, signedIn = true) {
  const calls = { profile: 0 };
  const api = {
    user: {
      profile: () => {
        calls.profile++;
        return profile();
      },
      notificationsCount: async () => ({ count: 2 }),
    },
    chat: { unreadCount: async () => ({ unread: 1 }) },
  };
  return { site: { signedIn, api } as unknown as Pick<Site, 'api' | 'signedIn'>, calls };
}

describe("the signed-in seeker's id (the course paths' userId)", () => {
  it('is 0 for a visitor, without asking the API', async () => {
    const { site, calls } = siteWith(async () => ({ profile: { id: 7 } }), false);
    expect(await seekerIdOf(site)).toBe(0);
    expect(calls.profile).toBe(0);
  });

  it("is the seeker's own id, read with the header's profile call: one call per request", async () => {
    const { site, calls } = siteWith(async () => ({ profile: { id: 7, name: 'Asha' } }));
    const [seeker, id] = await Promise.all([loadSeeker(site), seekerIdOf(site)]);
    expect(id).toBe(7);
    expect(seeker).toMatchObject({ id: 7, name: 'Asha', notificationCount: 2, chatCount: 1 });
    expect(await seekerIdOf(site)).toBe(7);
    expect(calls.profile).toBe(1);
  });

  it('is 0 when the profile cannot be read', async () => {
    const { site } = siteWith(async () => {
      throw new Error('down');
    });
    expect(await seekerIdOf(site)).toBe(0);
  });
});
