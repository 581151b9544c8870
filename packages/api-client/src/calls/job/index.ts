/** The job calls (calls.md 7.1, 7.2), one module each. */

import { appliedCount } from './applied-count.ts';
import { appliedJobs } from './applied-jobs.ts';
import { apply } from './apply.ts';
import { applyAdditionalInfo } from './apply-additional-info.ts';
import { applyMultiple } from './apply-multiple.ts';
import { assessment } from './assessment.ts';
import { assessmentComplete } from './assessment-complete.ts';
import { category } from './category.ts';
import { companyData } from './company-data.ts';
import { companyIdSlug } from './company-id-slug.ts';
import { companyList } from './company-list.ts';
import { companyListSearch } from './company-list-search.ts';
import { companySlug } from './company-slug.ts';
import { companySlugs } from './company-slugs.ts';
import { jobDetail } from './detail.ts';
import { earlyApplicantJobfeed } from './early-applicant-jobfeed.ts';
import { earlyApplicantSkills } from './early-applicant-skills.ts';
import { extractParam } from './extract-param.ts';
import { femaleJobs } from './female-jobs.ts';
import { followup } from './followup.ts';
import { followupV2 } from './followup-v2.ts';
import { latestBlogs } from './get-latest-blogs.ts';
import { perksAndBenefits } from './get-perks-and-benefits.ts';
import { unpublishedJobs } from './get-unpublished-jobs.ts';
import { industries } from './industry.ts';
import { insights } from './insights.ts';
import { jobfeed } from './jobfeed.ts';
import { keyword } from './keyword.ts';
import { magicRank } from './magic-rank.ts';
import { mainTags } from './mtags.ts';
import { nearbyCitiesJobs } from './nearby-cities-jobs.ts';
import { pendingTests } from './pending-tests.ts';
import { recommendedJobfeed } from './recommended-jobfeed.ts';
import { recommendedJobs } from './recommended-jobs.ts';
import { recruiterData } from './recruiter-data.ts';
import { recruiterJobs } from './recruiter-jobs.ts';
import { recruiterFeed } from './recruiterfeed.ts';
import { reportJob } from './report.ts';
import { saveJob } from './save.ts';
import { savedJobs } from './saved-jobs.ts';
import { savedJobsCount } from './saved-jobs-count.ts';
import { search } from './search.ts';
import { similarCompanyJobs } from './similar-company-jobs.ts';
import { similarJobs } from './similarjobs.ts';
import { sitemapCategories } from './sitemap-category.ts';
import { tagIdsByName } from './tag-ids-by-name.ts';
import { tagInfo } from './taginfo.ts';
import { tags } from './tags.ts';
import { tagsById } from './tags-by-id.ts';
import { topJobs } from './top-jobs.ts';
import { unfollowJob } from './unfollow-job.ts';
import { unfollowRecruiter } from './unfollow-recruiter.ts';
import { unsaveJob } from './unsave.ts';
import { validateAssessment } from './validate-assessment.ts';
import { jobView } from './view.ts';

export type { AppliedJobsInput } from './applied-jobs.ts';
export type { ApplyInput } from './apply.ts';
export type { AssessmentInput } from './assessment.ts';
export type { AssessmentCompleteInput } from './assessment-complete.ts';
export type { CategoryInput } from './category.ts';
export type { CompanyDataInput } from './company-data.ts';
export type { CompanyIdSlugInput } from './company-id-slug.ts';
export type { CompanyListInput } from './company-list.ts';
export type { CompanyListSearchInput } from './company-list-search.ts';
export type { CompanySlugInput } from './company-slug.ts';
export type { JobDetailInput } from './detail.ts';
export type { EarlyApplicantJobfeedInput } from './early-applicant-jobfeed.ts';
export type { EarlyApplicantSkillsInput } from './early-applicant-skills.ts';
export type { ExtractParamInput } from './extract-param.ts';
export type { FollowupInput } from './followup.ts';
export type { FollowupV2Input } from './followup-v2.ts';
export type { LatestBlogsInput } from './get-latest-blogs.ts';
export type { PerksAndBenefitsInput } from './get-perks-and-benefits.ts';
export type { UnpublishedJobsInput } from './get-unpublished-jobs.ts';
export type { InsightsInput } from './insights.ts';
export type { KeywordInput } from './keyword.ts';
export type { MagicRankInput } from './magic-rank.ts';
export type { PendingTestsInput } from './pending-tests.ts';
export type { RecommendedJobsInput } from './recommended-jobs.ts';
export type { RecruiterDataInput } from './recruiter-data.ts';
export type { RecruiterJobsInput } from './recruiter-jobs.ts';
export type { ReportJobInput } from './report.ts';
export type { SaveJobInput } from './save.ts';
export type { SavedJobsInput } from './saved-jobs.ts';
export type { SimilarCompanyJobsInput } from './similar-company-jobs.ts';
export type { SimilarJobsInput } from './similarjobs.ts';
export type { TagIdsByNameInput } from './tag-ids-by-name.ts';
export type { TagInfoInput } from './taginfo.ts';
export type { TagsByIdInput } from './tags-by-id.ts';
export type { TopJobsInput } from './top-jobs.ts';
export type { UnfollowJobInput } from './unfollow-job.ts';
export type { UnfollowRecruiterInput } from './unfollow-recruiter.ts';
export type { UnsaveJobInput } from './unsave.ts';
export type { ValidateAssessmentInput } from './validate-assessment.ts';
export type { JobViewInput } from './view.ts';
export {
  appliedCount,
  appliedJobs,
  apply,
  applyAdditionalInfo,
  applyMultiple,
  assessment,
  assessmentComplete,
  category,
  companyData,
  companyIdSlug,
  companyList,
  companyListSearch,
  companySlug,
  companySlugs,
  earlyApplicantJobfeed,
  earlyApplicantSkills,
  extractParam,
  femaleJobs,
  followup,
  followupV2,
  industries,
  insights,
  jobDetail,
  jobfeed,
  jobView,
  keyword,
  latestBlogs,
  magicRank,
  mainTags,
  nearbyCitiesJobs,
  pendingTests,
  perksAndBenefits,
  recommendedJobfeed,
  recommendedJobs,
  recruiterData,
  recruiterFeed,
  recruiterJobs,
  reportJob,
  savedJobs,
  savedJobsCount,
  saveJob,
  search,
  similarCompanyJobs,
  similarJobs,
  sitemapCategories,
  tagIdsByName,
  tagInfo,
  tags,
  tagsById,
  topJobs,
  unfollowJob,
  unfollowRecruiter,
  unpublishedJobs,
  unsaveJob,
  validateAssessment,
};

export const jobCalls = {
  jobfeed,
  search,
  recommendedJobfeed,
  recruiterJobs,
  unfollowJob,
  unfollowRecruiter,
  saveJob,
  unsaveJob,
  industries,
  category,
  sitemapCategories,
  nearbyCitiesJobs,
  latestBlogs,
  recruiterFeed,
  keyword,
  similarJobs,
  tagInfo,
  tagsById,
  tagIdsByName,
  savedJobs,
  savedJobsCount,
  recruiterData,
  similarCompanyJobs,
  topJobs,
  companyList,
  companyListSearch,
  companySlugs,
  appliedJobs,
  recommendedJobs,
  earlyApplicantJobfeed,
  femaleJobs,
  extractParam,
  tags,
  mainTags,
  unpublishedJobs,
  jobDetail,
  apply,
  appliedCount,
  followup,
  reportJob,
  jobView,
  assessment,
  assessmentComplete,
  perksAndBenefits,
  companyData,
  companyIdSlug,
  companySlug,
  applyMultiple,
  pendingTests,
  applyAdditionalInfo,
  validateAssessment,
  earlyApplicantSkills,
  insights,
  magicRank,
  followupV2,
};
