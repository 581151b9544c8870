/**
 * The social connection calls through the client against the real API (src/testing/global-setup.ts),
 * which runs without any network configured: each answer is checked against its registry schema.
 */
import { describe, expect, it } from 'vitest';
import { signUp, TEST_VERTICAL } from '../../testing/real-api.ts';

describe('the social connection calls through the client', () => {
  it('lists the networks, refuses to start one the site has no client for, and has nothing to disconnect', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'social');
    const { connections } = await client.social.socialConnections();
    expect(connections.map((c) => [c.provider, c.label, c.available, c.connected])).toEqual([
      ['linkedin', 'LinkedIn', false, false],
      ['facebook', 'Facebook', false, false],
      ['twitter', 'X', false, false],
    ]);
    await expect(client.social.startSocialConnection({ provider: 'linkedin' })).rejects.toThrow(
      'LinkedIn is not available on this site at the moment',
    );
    await expect(
      client.social.finishSocialConnection({ provider: 'facebook', state: 'not-started-here', code: 'x' }),
    ).rejects.toThrow(/Facebook is not available/);
    await expect(client.social.finishSocialConnection({ provider: 'twitter', state: 'x' })).rejects.toThrow(
      /neither a code nor an error/,
    );
    await expect(client.social.disconnectSocialConnection({ provider: 'twitter' })).rejects.toThrow(
      'No X account is connected to your profile',
    );
  });
});
