/** `GET job/detail`, `GET job/view`, company and recruiter look-ups (calls.md 7.1, 7.2). */
import * as v from 'valibot';
import { Count, Id, NamedRef } from '../schemas/common.ts';
import { CompanyDetails, RecruiterRef } from '../schemas/jobs.ts';
import { IdList, Page, QueryId, SearchText, SlugParam } from './params.ts';

export const JobCodeQuery = v.object({ jobcode: QueryId });
export const JobViewAnswer = v.object({ id: Id, views: Count });

export const CompanyIdQuery = v.object({ companyId: QueryId });
export const CompanySlugQuery = v.object({ slug: SlugParam });
export const CompanyByIdQuery = v.object({ id: QueryId });
/**
 * `sort`: `name` (the default) lists the companies by name; `jobs` those hiring now, most live jobs
 * first, among those that posted within the last 30 days (the home page's featured employers).
 */
export const CompanyListQuery = v.object({
  page: Page,
  sort: v.optional(v.picklist(['name', 'jobs'], "must be 'name' or 'jobs'"), 'name'),
});

/** A company logo a recruiter uploads (internal API): PNG, JPEG or WebP, never SVG (it can carry script). */
export const COMPANY_LOGO_UPLOAD = {
  maxBytes: 256 * 1024,
  kinds: ['png', 'jpeg', 'webp'],
  /** Pixels on a side: at least, and at most. */
  minSide: 32,
  maxSide: 1024,
} as const;
/** The fields sent before the logo file: which recruiter sends it (one of the company's own). */
export const CompanyLogoFields = v.object({ recruiterId: QueryId });
export const CompanySearchQuery = v.object({
  page: Page,
  q: v.optional(SearchText(100), ''),
  name: v.optional(SearchText(100)),
});

export const CompanySummary = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  logo: v.nullable(v.string()),
  activeJobs: Count,
});
export const CompanyListAnswer = v.object({
  companies: v.array(CompanySummary),
  hasMore: v.boolean(),
  page: Count,
});
export const CompanyData = v.object({
  ...CompanyDetails.entries,
  perks: v.array(v.string()),
  benefits: v.array(v.string()),
  activeJobs: Count,
});
export const CompanyIdSlug = v.object({ id: Id, slug: v.string() });
export const PerksAndBenefits = v.object({
  companyId: Id,
  perks: v.array(v.string()),
  benefits: v.array(v.string()),
});

export const RecruiterQuery = v.object({ id: QueryId });
export const RecruiterData = v.object({
  ...RecruiterRef.entries,
  company: v.nullable(v.object({ id: Id, name: v.string(), slug: v.string() })),
  city: v.nullable(NamedRef),
  activeJobs: Count,
});
export const TagIdsQuery = v.object({ tagIds: IdList(100) });
