/**
 * The job calls that are their contract and nothing more (calls.md 7.1, 7.2; decision 0083): each is
 * built from its entry in the domain's registry, which names its method, path, input schemas and answer,
 * so the request sends what the API parses and is checked against the same schemas first. A call with a
 * module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/** `GET job/applied/count/` (calls.md 7.2): How many jobs the seeker applied to. */
export const appliedCount = defineCall('GET job/applied/count/');

/**
 * `GET job/applied-jobs` (calls.md 7.1): the seeker's applied jobs, by status. Each job carries its
 * application (status, applied and updated times; decision 0008), the application's timeline and how
 * the job's recruiter answers applicants (decision 0103).
 */
export const appliedJobs = defineCall('GET job/applied-jobs');

/** `GET job/assessment` (calls.md 7.2): A job's assessment. */
export const assessment = defineCall('GET job/assessment');

/** `GET job/company-data` (calls.md 7.2): A company page's data. */
export const companyData = defineCall('GET job/company-data');

/** `GET job/company-id-slug` (calls.md 7.2): A company's id by slug. */
export const companyIdSlug = defineCall('GET job/company-id-slug');

/** `GET job/company-list/search` (calls.md 7.1): Companies matching a name. */
export const companyListSearch = defineCall('GET job/company-list/search');

/** `GET job/company-list` (calls.md 7.1): Companies, by page. */
export const companyList = defineCall('GET job/company-list');

/** `GET job/company-slug` (calls.md 7.2): A company's slug by id. */
export const companySlug = defineCall('GET job/company-slug');

/** `GET job/companies/slugs` (calls.md 7.1): Every company's id and slug. */
export const companySlugs = defineCall('GET job/companies/slugs');

/** `GET job/detail` (calls.md 7.2): A job's detail page. */
export const jobDetail = defineCall('GET job/detail');

/** `GET job/v2/early-applicant-jobfeed` (calls.md 7.1): The early-applicant job feed (its payload is not shown in the catalogue). */
export const earlyApplicantJobfeed = defineCall('GET job/v2/early-applicant-jobfeed');

/** `GET job/early-applicant/getSkills` (calls.md 7.2): Skills for the early-applicant preference. */
export const earlyApplicantSkills = defineCall('GET job/early-applicant/getSkills');

/** `POST job/v2/extract-param` (calls.md 7.1): Reads keyword, cities and experience out of free search text. */
export const extractParam = defineCall('POST job/v2/extract-param');

/** `PUT user/{userId}/followup/{jobId}` (calls.md 7.2): Follow-up through the user service v2. */
export const followupV2 = defineCall('PUT user/{userId}/followup/{jobId}');

/** `GET job/getPerksAndBenefits` (calls.md 7.2): A company's perks and benefits. */
export const perksAndBenefits = defineCall('GET job/getPerksAndBenefits');

/** `GET job/data/industry` (calls.md 7.1): The industries. */
export const industries = defineCall('GET job/data/industry');

/** `GET job/insights` (calls.md 7.2): Insights on a job's applicants (Pro). */
export const insights = defineCall('GET job/insights');

/** `GET job/match` (decision 0102): How the signed-in seeker matches a job, from their own profile. */
export const match = defineCall('GET job/match');

/** `GET job/keyword/` (calls.md 7.1): A keyword (tag), its category and related tags. */
export const keyword = defineCall('GET job/keyword/');

/** `GET job/recommended-jobs` (calls.md 7.1): Jobs recommended to the seeker. */
export const recommendedJobs = defineCall('GET job/recommended-jobs');

/** `GET job/data/recruiter` (calls.md 7.1): A recruiter's profile. */
export const recruiterData = defineCall('GET job/data/recruiter');

/** `GET job/jobfeed/{userId}/recruiter/{recruiterId}` (calls.md 7.1): A recruiter's jobs (the recruiter job feed; results switch loadMore off). */
export const recruiterJobs = defineCall('GET job/jobfeed/{userId}/recruiter/{recruiterId}');

/** `GET job/recruiterfeed/` (calls.md 7.1): Recruiters who posted lately. */
export const recruiterFeed = defineCall('GET job/recruiterfeed/');

/** `GET job/saved-jobs/count/` (calls.md 7.1): How many jobs the seeker saved. */
export const savedJobsCount = defineCall('GET job/saved-jobs/count/');

/** `GET job/saved-jobs` (calls.md 7.1): The seeker's saved jobs. */
export const savedJobs = defineCall('GET job/saved-jobs');

/** `GET job/similar-company-jobs` (calls.md 7.1): Jobs at companies similar to the seeker's. */
export const similarCompanyJobs = defineCall('GET job/similar-company-jobs');

/** `GET job/tagIdsByName` (calls.md 7.1): The ids of the tags matching a slug. */
export const tagIdsByName = defineCall('GET job/tagIdsByName');

/** `GET job/taginfo` (calls.md 7.1): A tag by slug and the categories it belongs to. */
export const tagInfo = defineCall('GET job/taginfo');

/** `GET job/tags` (calls.md 7.1): Every tag of the vertical. */
export const tags = defineCall('GET job/tags');

/** `GET job/validate-assessment/` (calls.md 7.2): Whether a seeker may take a job's assessment. */
export const validateAssessment = defineCall('GET job/validate-assessment/');

/** `GET job/view` (calls.md 7.2): Counts a view of a job. */
export const jobView = defineCall('GET job/view');
