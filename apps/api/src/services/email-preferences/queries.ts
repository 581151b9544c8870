/** Queries of the unsubscribe calls: the lists a seeker or an address can leave, and the suppressions. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { firstRow } from '../query.ts';

/** The seeker of the vertical (address, name, account status and stored settings), if they still have an account. */
export const seekerOf = (q: Queryable, vertical: string, seekerId: number) =>
  firstRow<{ email: string; name: string; status: string; settings: Record<string, unknown> | null }>(
    q,
    sql`SELECT s.email, s.name, s.status, p.settings FROM seekers s LEFT JOIN seeker_profiles p ON p.seeker_id = s.id
         WHERE s.id = ${seekerId} AND s.vertical = ${vertical}`,
  );

/** The seeker's saved search, if it still exists. */
export const savedSearchOf = (q: Queryable, vertical: string, seekerId: number, id: number) =>
  firstRow<{ name: string; alerts: boolean }>(
    q,
    sql`SELECT name, alerts FROM saved_searches WHERE id = ${id} AND seeker_id = ${seekerId} AND vertical = ${vertical}`,
  );

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
