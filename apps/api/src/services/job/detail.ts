/** A job's page (`job/detail`) and its view counting (`job/view`). */
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { responsivenessAnswer } from '../recruiting/responsiveness.ts';
import { markOwn, toFeedEntry } from './feed.ts';
import { descriptionHtml } from './html.ts';
import {
  countMonthView,
  countView,
  type JobDetailRow,
  publishedJobExists,
  recordSeekerView,
  viewCount,
} from './queries/detail.ts';
import type { Reference } from './reference.ts';

/** The answer of `job/detail` for a published job, marked saved and applied for the seeker. */
export async function jobDetailOut(db: Db, ref: Reference, row: JobDetailRow, seekerId: number | undefined) {
  const [entry = toFeedEntry(ref, row)] = await markOwn(db, seekerId, [toFeedEntry(ref, row)]);
  const company = entry.company ? ref.companies.get(entry.company.id) : undefined;
  let companyDetails = null;
  if (company) {
    const ind = row.companyIndustryId ? ref.industries.get(row.companyIndustryId) : undefined;
    companyDetails = {
      id: company.id,
      name: company.name,
      slug: company.slug,
      logo: company.logo,
      about: row.companyAbout,
      website: row.companyWebsite,
      size: row.companyEmployees,
      industry: ind ? { id: ind.id, name: ind.name } : null,
    };
  }
  const rec = ref.recruiters.get(row.recruiterId);
  const recCompany = rec?.companyId ? ref.companies.get(rec.companyId) : undefined;
  const fa = row.functionalAreaId ? ref.functionalAreas.get(row.functionalAreaId) : undefined;
  const ind = row.industryId ? ref.industries.get(row.industryId) : undefined;
  return {
    ...entry,
    // Each city with its state: the job page's structured data gives a full address (region and country).
    cities: entry.cities.flatMap((c) => {
      const city = ref.cities.get(c.id);
      return city
        ? [{ id: city.id, name: city.name, state: city.state, remote: city.region === 'remote' }]
        : [];
    }),
    description: descriptionHtml(row.description),
    status: row.live ? ('live' as const) : ('expired' as const),
    companyDetails,
    recruiter: {
      ...entry.recruiter,
      company: entry.confidential ? null : (recCompany?.name ?? null),
      lastActiveAt: null,
      responsiveness: responsivenessAnswer(row.responsiveness, new Date()),
    },
    functionalArea: fa ? { id: fa.id, name: fa.name } : null,
    industry: ind ? { id: ind.id, name: ind.name } : null,
    skills: entry.tags.map((t) => t.name),
    views: row.viewCount,
    applicants: row.applyCount,
  };
}

/**
 * Counts a view of a published job: every anonymous view, and a signed-in seeker's first view of the
 * job only. Answers the job's views (and the seeker's), or undefined when there is no such job.
 */
export async function recordView(db: Db, vertical: Vertical, jobId: number, seekerId: number | undefined) {
  if (!(await publishedJobExists(db, vertical, jobId))) return undefined;
  let first = true;
  let seekerViews: number | undefined;
  if (seekerId !== undefined) {
    const mine = await recordSeekerView(db, seekerId, jobId);
    first = mine?.first ?? false;
    seekerViews = mine?.views;
  }
  const row = first ? await countView(db, jobId) : await viewCount(db, jobId);
  if (first) await countMonthView(db, jobId);
  if (!row) return undefined;
  return {
    id: row.id,
    views: row.viewCount,
    ...(seekerViews !== undefined ? { seekerViews } : {}),
  };
}
