/** Queries of the profile calls: the seeker's profile sections, files and followed tags. */
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';
import { arrayParam, containsPattern, prefixPattern } from '../query.ts';

/** The identity fields of the personal section; a field left undefined keeps its value. */
export async function updateIdentity(
  q: Queryable,
  seekerId: number,
  input: { name?: string | undefined; phone?: string | null | undefined; countryCode?: string | undefined },
) {
  await q.rows(
    sql`UPDATE seekers SET name = coalesce(${input.name ?? null}, name), phone = CASE WHEN ${input.phone !== undefined}::boolean THEN ${input.phone ?? null} ELSE phone END,
                country_code = coalesce(${input.countryCode ?? null}, country_code), updated_at = now() WHERE id = ${seekerId}`,
  );
}

export async function setPersonal(q: Queryable, seekerId: number, personal: Record<string, unknown>) {
  await q.rows(
    sql`UPDATE seeker_profiles SET personal = ${JSON.stringify(personal)}::jsonb, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function setWork(q: Queryable, seekerId: number, work: Record<string, unknown>) {
  await q.rows(
    sql`UPDATE seeker_profiles SET work = ${JSON.stringify(work)}::jsonb, work_skipped = false, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function setEducation(q: Queryable, seekerId: number, education: unknown[]) {
  await q.rows(
    sql`UPDATE seeker_profiles SET education = ${JSON.stringify(education)}::jsonb, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function setAdditional(q: Queryable, seekerId: number, additional: Record<string, unknown>) {
  await q.rows(
    sql`UPDATE seeker_profiles SET additional = ${JSON.stringify(additional)}::jsonb, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function skipWork(q: Queryable, seekerId: number) {
  await q.rows(
    sql`UPDATE seeker_profiles SET work_skipped = true, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

/** Marks a registration step done (once). */
export async function completeStep(q: Queryable, seekerId: number, step: string) {
  await q.rows(
    sql`UPDATE seeker_profiles SET completed_steps = array_append(completed_steps, ${step}), updated_at = now()
      WHERE seeker_id = ${seekerId} AND NOT (${step} = ANY(completed_steps))`,
  );
}

export async function setCoverLetter(q: Queryable, seekerId: number, text: string | null, include: boolean) {
  await q.rows(
    sql`UPDATE seeker_profiles SET cover_letter = ${text}, include_cover_letter = ${include}, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function setSkills(q: Queryable, seekerId: number, skills: readonly string[]) {
  await q.rows(
    sql`UPDATE seeker_profiles SET skills = ${arrayParam(skills)}::text[], updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

/** Tag names of the vertical containing `text` (all when empty), those starting with it first. */
export const suggestedSkills = async (q: Queryable, vertical: string, text: string) =>
  (
    await q.orm
      .select({ name: tags.name })
      .from(tags)
      .where(
        and(eq(tags.vertical, vertical), text === '' ? undefined : ilike(tags.name, containsPattern(text))),
      )
      .orderBy(sql`(${tags.name} ILIKE ${prefixPattern(text)}) DESC`, asc(tags.name))
      .limit(10)
  ).map((r) => r.name);

/** Those of `ids` that are tags of the vertical. */
export const knownTagIds = async (q: Queryable, vertical: string, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await q.orm
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.vertical, vertical), inArray(tags.id, [...ids])))
      ).map((r) => r.id);

export async function setFollowedTags(q: Queryable, seekerId: number, tagIds: readonly number[]) {
  await q.rows(
    sql`UPDATE seeker_profiles SET followed_tags = ${arrayParam(tagIds)}::int[], updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function markResumeUpToDate(q: Queryable, seekerId: number) {
  await q.rows(sql`UPDATE seeker_profiles SET resume_updated_at = now() WHERE seeker_id = ${seekerId}`);
}

export async function setShowMaven(q: Queryable, seekerId: number, on: boolean) {
  await q.rows(sql`UPDATE seeker_profiles SET show_maven = ${on} WHERE seeker_id = ${seekerId}`);
}

export async function setResume(
  q: Queryable,
  seekerId: number,
  file: { key: string; name: string; mime: string },
) {
  await q.rows(
    sql`UPDATE seeker_profiles SET resume_key = ${file.key}, resume_name = ${file.name}, resume_mime = ${file.mime}, resume_updated_at = now(), updated_at = now()
        WHERE seeker_id = ${seekerId}`,
  );
}

export async function setPicture(q: Queryable, seekerId: number, key: string) {
  await q.rows(
    sql`UPDATE seeker_profiles SET picture_key = ${key}, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

/** Every tag name of the vertical, the skills a resume is read for. */
export const tagNames = async (q: Queryable, vertical: string) =>
  (await q.orm.select({ name: tags.name }).from(tags).where(eq(tags.vertical, vertical))).map((r) => r.name);
