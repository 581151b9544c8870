/** Queries of the unsubscribe calls: the lists a seeker or an address can leave, and the suppressions. */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { savedSearches, seekerProfiles, seekers } from '../../db/schema.ts';

/** The seeker of the vertical (address, name, account status and stored settings), if they still have an account. */
export const seekerOf = async (q: Queryable, vertical: string, seekerId: number) =>
  (
    await q.orm
      .select({
        email: seekers.email,
        name: seekers.name,
        status: seekers.status,
        settings: seekerProfiles.settings,
      })
      .from(seekers)
      .leftJoin(seekerProfiles, eq(seekerProfiles.seekerId, seekers.id))
      .where(and(eq(seekers.id, seekerId), eq(seekers.vertical, vertical)))
  )[0];

/** The seeker's saved search `id` of the vertical (not another seeker's, nor another vertical's). */
export const theirSearch = (vertical: string, seekerId: number, id: number) =>
  and(eq(savedSearches.id, id), eq(savedSearches.seekerId, seekerId), eq(savedSearches.vertical, vertical));

/** The seeker's saved search, if it still exists. */
export const savedSearchOf = async (q: Queryable, vertical: string, seekerId: number, id: number) =>
  (
    await q.orm
      .select({ name: savedSearches.name, alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(theirSearch(vertical, seekerId, id))
  )[0];

/** Turns the search's alerts off; answers whether they were on. */
export const turnOffAlerts = async (q: Queryable, vertical: string, seekerId: number, id: number) =>
  (
    await q.rows(
      sql`UPDATE saved_searches SET alerts = false, updated_at = now()
           WHERE id = ${id} AND seeker_id = ${seekerId} AND vertical = ${vertical} AND alerts RETURNING id`,
    )
  ).length > 0;

/** Sets one of the seeker's settings flags off. */
export async function turnOffSetting(q: Queryable, seekerId: number, flag: string) {
  await q.rows(
    sql`UPDATE seeker_profiles SET settings = settings || jsonb_build_object(${flag}::text, false), updated_at = now()
         WHERE seeker_id = ${seekerId}`,
  );
}

export const isSuppressed = async (q: Queryable, vertical: string, email: string, list: string) =>
  (
    await q.rows(
      sql`SELECT 1 FROM email_suppressions WHERE vertical = ${vertical} AND email = ${email.toLowerCase()} AND list = ${list}`,
    )
  ).length > 0;

/** Adds the address to the list's suppressions; answers whether it was not there yet. */
export const suppress = async (q: Queryable, vertical: string, email: string, list: string) =>
  (
    await q.rows(
      sql`INSERT INTO email_suppressions (vertical, email, list) VALUES (${vertical}, ${email.toLowerCase()}, ${list})
          ON CONFLICT DO NOTHING RETURNING email`,
    )
  ).length > 0;
