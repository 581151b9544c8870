/**
 * The saved-search and alert calls through the client against the real API (src/testing/global-setup.ts):
 * each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { signUp, TEST_VERTICAL } from '../../testing/real-api.ts';

describe('the saved-search calls through the client', () => {
  it('saves, lists, renames, turns alerts off and deletes a search', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'alerts');
    const saved = await client.alerts.saveSearch({ name: 'Data roles', keyword: 'data analyst', exp: 3 });
    expect(saved.search).toMatchObject({ name: 'Data roles', keyword: 'data analyst', exp: 3, alerts: true });
    const { id } = saved.search;
    expect(await client.alerts.savedSearches()).toMatchObject({
      limit: 20,
      searches: [{ id, name: 'Data roles' }],
    });
    expect(await client.alerts.updateSavedSearch({ id, name: 'Analyst roles' })).toMatchObject({
      search: { name: 'Analyst roles' },
    });
    expect(await client.alerts.updateSavedSearch({ id, alerts: false })).toMatchObject({
      search: { alerts: false },
    });
    await client.alerts.deleteSavedSearch({ id });
    expect(await client.alerts.savedSearches()).toMatchObject({ searches: [] });
    await expect(client.alerts.saveSearch({ name: 'Nothing' })).rejects.toThrow(
      /Choose something to search for/,
    );
  });

  it('refuses an unsubscribe link that is not valid', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'unsubscribe');
    await expect(client.alerts.unsubscribeAlerts({ token: '1.abcdefghijklmnopqrstuv.x' })).rejects.toThrow(
      /not valid/,
    );
  });
});
