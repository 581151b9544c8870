/** What the match reads: a live job's facts, the asking seeker's own profile, the kept relations and courses. */
import { and, arrayOverlaps, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  cities,
  courseCategories,
  courses,
  jobs,
  seekerProfiles,
  tagRelations,
  tags,
} from '../../db/schema.ts';

/** A live job of the vertical (published), with its tags and cities by name in the job's own order. */
export async function liveJob(q: Queryable, vertical: Vertical, jobId: number) {
  const [job] = await q.orm
    .select({
      id: jobs.id,
      tagIds: jobs.tagIds,
      cityIds: jobs.cityIds,
      minExp: jobs.minExp,
      maxExp: jobs.maxExp,
      minSalary: jobs.minSalary,
      maxSalary: jobs.maxSalary,
      hideSalary: jobs.hideSalary,
      workFromHome: jobs.workFromHome,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.vertical, vertical), eq(jobs.status, 1)));
  if (!job) return undefined;
  const [tagRows, cityRows] = await Promise.all([
    job.tagIds.length === 0
      ? []
      : q.orm.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, job.tagIds)),
    job.cityIds.length === 0
      ? []
      : q.orm
          .select({ id: cities.id, name: cities.name })
          .from(cities)
          .where(inArray(cities.id, job.cityIds)),
  ]);
  const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) =>
    ids.flatMap((id) => rows.filter((r) => r.id === id).slice(0, 1));
  return { ...job, tags: inOrder(job.tagIds, tagRows), cities: inOrder(job.cityIds, cityRows) };
}

/** The fields of the seeker's own profile the match reads; none for a seeker who never saved one. */
export async function profileOf(q: Queryable, seekerId: number) {
  const [row] = await q.orm
    .select({ skills: seekerProfiles.skills, personal: seekerProfiles.personal, work: seekerProfiles.work })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.seekerId, seekerId));
  return row;
}

/**
 * The names of the tags kept as related to each of `tagIds` (`tag_relations`, decision 0102): for one
 * job's match, and for the skills line of a page of the feed's cards.
 */
export async function relatedOf(q: Queryable, tagIds: readonly number[]): Promise<Map<number, string[]>> {
  const related = new Map<number, string[]>();
  if (tagIds.length === 0) return related;
  const rows = await q.orm
    .select({ tagId: tagRelations.tagId, name: tags.name })
    .from(tagRelations)
    .innerJoin(tags, eq(tags.id, tagRelations.relatedTagId))
    .where(inArray(tagRelations.tagId, [...tagIds]))
    .orderBy(desc(tagRelations.jaccard), asc(tags.id));
  for (const r of rows) related.set(r.tagId, [...(related.get(r.tagId) ?? []), r.name]);
  return related;
}

/** The vertical's published courses teaching any of `skills` (lower-case), the most enquired first. */
export const coursesTeaching = (q: Queryable, vertical: Vertical, skills: readonly string[], limit: number) =>
  q.orm
    .select({
      id: courses.id,
      name: courses.name,
      skills: courses.skills,
      categorySlug: courseCategories.slug,
    })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(
      and(
        eq(courses.vertical, vertical),
        eq(courses.published, true),
        arrayOverlaps(courses.skills, [...skills]),
      ),
    )
    .orderBy(desc(courses.trendingScore), asc(courses.id))
    .limit(limit);
