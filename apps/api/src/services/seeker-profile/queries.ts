/**
 * The seeker's stored profile as the services read it: the profile calls (services/user), the
 * recommendation pages (services/recommendations), the media files and the resume builder each read it
 * here, so none of them imports another for it.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { arrayParam, firstRow } from '../query.ts';

export interface ProfileRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  country_code: string;
  created_at: string | Date;
  email_verified_at: string | Date | null;
  phone_verified_at: string | Date | null;
  two_factor: boolean;
  personal: Record<string, unknown>;
  work: Record<string, unknown>;
  education: { courseType: string; degree: string; institute: string | null; passingYear: number | null }[];
  additional: Record<string, unknown>;
  cover_letter: string | null;
  include_cover_letter: boolean;
  skills: string[];
  followed_tags: number[];
  resume_key: string | null;
  resume_name: string | null;
  resume_updated_at: string | Date | null;
  picture_key: string | null;
  audio_key: string | null;
  video_key: string | null;
  settings: Record<string, unknown>;
  completed_steps: string[];
  work_skipped: boolean;
  show_maven: boolean;
  pro_until: string | Date | null;
  spotlight_until: string | Date | null;
  /** The networks the seeker has connected (decision 0034): `linkedin`, `facebook`, `twitter`. */
  social_providers: string[];
}

export const profileRowOf = (q: Queryable, vertical: string, seekerId: number) =>
  firstRow<ProfileRow>(
    q,
    sql`SELECT s.id, s.name, s.email, s.phone, s.country_code, s.created_at, s.email_verified_at, s.phone_verified_at,
            s.two_factor, p.personal, p.work, p.education, p.additional, p.cover_letter, p.include_cover_letter,
            p.skills, p.followed_tags, p.resume_key, p.resume_name, p.resume_updated_at, p.picture_key, p.audio_key,
            p.video_key, p.settings, p.completed_steps, p.work_skipped, p.show_maven, p.pro_until, p.spotlight_until,
            coalesce((SELECT jsonb_agg(sc.provider ORDER BY sc.provider) FROM social_connections sc
                       WHERE sc.seeker_id = s.id), '[]'::jsonb) AS social_providers
       FROM seekers s JOIN seeker_profiles p ON p.seeker_id = s.id
      WHERE s.id = ${seekerId} AND s.vertical = ${vertical}`,
  );

/** Names by id from one of the reference tables (a fixed table name, never input). */
export async function namesById(
  q: Queryable,
  table: 'cities' | 'functional_areas' | 'industries' | 'tags',
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.rows<{ id: number; name: string }>(
    sql`SELECT id, name FROM ${sql.identifier(table)} WHERE id = ANY(${arrayParam(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
