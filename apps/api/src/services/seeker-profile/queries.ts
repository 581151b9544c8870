/**
 * The seeker's stored profile as the services read it: the profile calls (services/user), the
 * recommendation pages (services/recommendations), the media files and the resume builder each read it
 * here, so none of them imports another for it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  cities,
  functionalAreas,
  industries,
  seekerProfiles,
  seekers,
  socialConnections,
  tags,
} from '../../db/schema.ts';

export const profileRowOf = async (q: Queryable, vertical: string, seekerId: number) =>
  (
    await q.orm
      .select({
        id: seekers.id,
        name: seekers.name,
        email: seekers.email,
        phone: seekers.phone,
        countryCode: seekers.countryCode,
        createdAt: seekers.createdAt,
        emailVerifiedAt: seekers.emailVerifiedAt,
        phoneVerifiedAt: seekers.phoneVerifiedAt,
        twoFactor: seekers.twoFactor,
        personal: seekerProfiles.personal,
        work: seekerProfiles.work,
        education: seekerProfiles.education,
        additional: seekerProfiles.additional,
        coverLetter: seekerProfiles.coverLetter,
        includeCoverLetter: seekerProfiles.includeCoverLetter,
        skills: seekerProfiles.skills,
        followedTags: seekerProfiles.followedTags,
        resumeKey: seekerProfiles.resumeKey,
        resumeName: seekerProfiles.resumeName,
        resumeUpdatedAt: seekerProfiles.resumeUpdatedAt,
        pictureKey: seekerProfiles.pictureKey,
        audioKey: seekerProfiles.audioKey,
        videoKey: seekerProfiles.videoKey,
        settings: seekerProfiles.settings,
        completedSteps: seekerProfiles.completedSteps,
        workSkipped: seekerProfiles.workSkipped,
        showMaven: seekerProfiles.showMaven,
        proUntil: seekerProfiles.proUntil,
        spotlightUntil: seekerProfiles.spotlightUntil,
        /** The networks the seeker has connected (decision 0034): `linkedin`, `facebook`, `twitter`. */
        socialProviders: sql<(typeof socialConnections.$inferSelect)['provider'][]>`coalesce(${q.orm
          .select({
            providers: sql`jsonb_agg(${socialConnections.provider} ORDER BY ${socialConnections.provider})`,
          })
          .from(socialConnections)
          .where(eq(socialConnections.seekerId, seekers.id))}, '[]'::jsonb)`,
      })
      .from(seekers)
      .innerJoin(seekerProfiles, eq(seekerProfiles.seekerId, seekers.id))
      .where(and(eq(seekers.id, seekerId), eq(seekers.vertical, vertical)))
  )[0];

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileRowOf>>>;

/** The reference tables whose names are read by id. */
const NAMED = { cities, functional_areas: functionalAreas, industries, tags };

/** Names by id from one of the reference tables. */
export async function namesById(
  q: Queryable,
  table: keyof typeof NAMED,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const t = NAMED[table];
  const rows = await q.orm
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(inArray(t.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
