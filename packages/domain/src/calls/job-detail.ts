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
export const CompanyListQuery = v.object({ page: Page });
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
