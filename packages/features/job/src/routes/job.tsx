import { isApiClientError } from '@jobsite/api-client';
import {
  type JobDetail,
  type JobMatch as JobMatchAnswer,
  jobIdFromSlug,
  jobPath,
  listingPath,
} from '@jobsite/domain';
import type { CourseSummary } from '@jobsite/domain/answers';
import { jsonLdMeta, shareMeta } from '@jobsite/shell/head';
import { RouterLink } from '@jobsite/shell/link';
import { seekerIdOf } from '@jobsite/shell/seeker';
import { apiFor, pageUrlOf, publicCache, siteContext } from '@jobsite/shell/site';
import { JobActionsSlot } from '@jobsite/shell/slots';
import { Badge } from '@jobsite/ui/Badge';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { CourseCard } from '@jobsite/ui/CourseCard';
import { Heading } from '@jobsite/ui/Heading';
import { JobCard } from '@jobsite/ui/JobCard';
import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';
import { JobMatch } from '@jobsite/ui/JobMatch';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { RecruiterResponse } from '@jobsite/ui/RecruiterResponse';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { Suspense, useContext } from 'react';
import {
  Await,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { jobPageData, similarCards } from '../page-data.ts';
import * as styles from './job.css.ts';

/** The job page shows this many of the courses that make a seeker ready for the job. */
const JOB_READY_COURSES = 3;

/**
 * The courses that make the person ready for a job (calls.md 7.11, `course/{userId}/jobready/{jobId}`),
 * at most three; none when the call fails. `userId` is the signed-in seeker's id, else 0.
 */
export async function jobReadyCourses(
  site: Parameters<typeof seekerIdOf>[0],
  api: ReturnType<typeof apiFor>,
  jobId: number,
): Promise<CourseSummary[]> {
  try {
    const userId = await seekerIdOf(site);
    const answer = await api.courses.jobReadyCourses({ userId, jobId });
    return answer.data.slice(0, JOB_READY_COURSES);
  } catch {
    return [];
  }
}

/** Where a seeker completes the profile the match reads. */
const PROFILE_PATH = '/myprofile';

/**
 * How the signed-in seeker matches the job (`GET job/match`, decision 0102), or `null` for a visitor or
 * when the call fails: the page then shows what it shows everyone. A visitor's page never asks, so the
 * public copy that caches keep is the same for everyone.
 */
export async function seekerMatch(
  site: { signedIn: boolean },
  api: ReturnType<typeof apiFor>,
  jobId: number,
): Promise<JobMatchAnswer | null> {
  if (!site.signedIn) return null;
  try {
    return await api.job.match({ jobcode: jobId });
  } catch {
    return null;
  }
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * Where an expired job sends people: the listing of its first tag (else its category) with the
 * `redirectedFromExpiredJD` notice.
 */
export function expiredTarget(job: Pick<JobDetail, 'tags' | 'category'>): string {
  const tag = job.tags[0];
  const path = tag ? listingPath('k', tag.name) : job.category ? listingPath('c', job.category.slug) : '/';
  return `${path}?redirectedFromExpiredJD=1`;
}

/**
 * The chat sticky (product.md section 2) shows on this page for signed-in people. A signed-out
 * visitor reads it without the app: its links and its Apply and Save forms work as they are, and the
 * app loads when they first use a control that needs it, such as the header's search (decision 0055).
 */
export const handle = { chatSticky: true, hydrate: 'on-use' } as const;

/** `/j/{slug}-{id}.html`: the full posting with JobPosting JSON-LD; expired jobs redirect. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = params.slug ?? '';
  const id = jobIdFromSlug(slug);
  if (id === null || !slug.endsWith('.html')) notFound();
  const api = apiFor(site, request);
  // Asked at once, beside the job itself, and handed to the page unawaited: the page streams them in
  // when they come and never waits for them (crawlers, which wait for the whole page, get them inline).
  const courses = jobReadyCourses(site, api, id);
  // The similar jobs too: the API reads the job's tags itself, and the page streams them below the fold.
  const similarAnswer = api.job
    .similarJobs({ jobcode: id, page: 0 })
    .then((a) => a.jobs)
    .catch(() => []);
  // Asked beside the job and awaited with it: the signed-in seeker sees it on the first paint, in HTML.
  const match = seekerMatch(site, api, id);
  const job = await api.job.jobDetail({ jobcode: id }).catch((error: unknown) => {
    if (isApiClientError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  if (job.status === 'expired') throw redirect(expiredTarget(job), 302);
  const path = jobPath(job);
  const url = pageUrlOf(request);
  if (url.pathname !== path) throw redirect(path + url.search, 301);
  const origin = (site.siteUrl ?? url.origin).replace(/\/$/, '');
  return {
    ...jobPageData({ job, origin, siteName: site.name, vertical: site.vertical }),
    similar: similarAnswer.then((list) => similarCards(job, list, Date.now())),
    courses,
    match: await match,
    floatingApply: site.flags.applyFloatingButton,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Job not found' }];
  const { seo } = loaderData;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...shareMeta({ ...seo, url: seo.canonical }),
    ...jsonLdMeta(loaderData.jsonLd),
  ];
};

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function JobPage() {
  const { job, similar, courses, match, floatingApply } = useLoaderData<typeof loader>();
  const Actions = useContext(JobActionsSlot);
  const actionJob = { id: job.id, title: job.title, external: job.external, applyHref: job.applyHref };
  const publicApply = (
    <ButtonLink href={job.applyHref} variant="primary" {...(job.external ? {} : { as: RouterLink })}>
      {job.external ? 'Apply on company site' : 'Apply now'}
    </ButtonLink>
  );
  const apply = Actions ? <Actions job={actionJob} placement="main" /> : publicApply;
  const floating = Actions ? <Actions job={actionJob} placement="floating" /> : publicApply;
  return (
    <div className={styles.layout}>
      <article className={styles.main} aria-labelledby="job-title">
        <Stack space="lg">
          <PageTitle title={job.title} id="job-title" space="sm">
            <Text weight="strong">
              {job.company ? (
                <Link href={`/company/${job.company.slug}`} as={RouterLink}>
                  {job.company.name}
                </Link>
              ) : (
                'Confidential employer'
              )}
            </Text>
          </PageTitle>
          <dl className={styles.facts}>
            <div>
              <dt>Location</dt>
              <dd>{job.cities.join(', ') || 'Not specified'}</dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{job.experience}</dd>
            </div>
            <div>
              <dt>Salary</dt>
              <dd>{job.salary}</dd>
            </div>
            <div>
              <dt>Posted</dt>
              <dd>{job.posted}</dd>
            </div>
            {job.validThrough && (
              <div>
                <dt>Apply by</dt>
                <dd>{job.validThrough}</dd>
              </div>
            )}
            {job.functionalArea && (
              <div>
                <dt>Function</dt>
                <dd>{job.functionalArea}</dd>
              </div>
            )}
          </dl>
          <div className={styles.actions}>
            {apply}
            {job.workFromHome && <Badge tone="info">Work from home</Badge>}
          </div>
          {/* The signed-in seeker's own: a visitor's loader never asks for it. */}
          {match && (
            <Card>
              <JobMatch match={match} profileHref={PROFILE_PATH} linkComponent={RouterLink} />
            </Card>
          )}
          <section aria-labelledby="jd-heading">
            <Heading level={2} size={3} id="jd-heading">
              Job description
            </Heading>
            {/* The API sanitises the description's HTML. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised job description */}
            <div className={styles.description} dangerouslySetInnerHTML={{ __html: job.description }} />
          </section>
          {job.tags.length > 0 && (
            <section aria-labelledby="tags-heading">
              <Heading level={2} size={4} id="tags-heading">
                Skills and tags
              </Heading>
              <ul className={styles.tags}>
                {job.tags.map((t) => (
                  <li key={t.href}>
                    <Link href={t.href} as={RouterLink}>
                      {t.label}
                    </Link>
                  </li>
                ))}
                {job.category && (
                  <li>
                    <Link href={job.category.href} as={RouterLink}>
                      All {job.category.label} jobs
                    </Link>
                  </li>
                )}
              </ul>
            </section>
          )}
        </Stack>
      </article>
      <aside className={styles.side} aria-label="About the employer">
        <Stack space="lg">
          <Card>
            <Stack space="sm">
              <Heading level={2} size={4}>
                Posted by
              </Heading>
              <Text>
                <Link href={`/recruiter/${job.recruiter.id}`} as={RouterLink}>
                  {job.recruiter.name || 'Recruiter'}
                </Link>
              </Text>
              {job.recruiter.designation && (
                <Text size="sm" tone="muted">
                  {job.recruiter.designation}
                  {job.recruiter.company ? `, ${job.recruiter.company}` : ''}
                </Text>
              )}
              <Text size="sm" tone="muted">
                {job.figures}
              </Text>
            </Stack>
          </Card>
          {/* In the first part of the page, as the job itself: it is read before applying. */}
          <Card>
            <RecruiterResponse figures={job.recruiterResponse} />
          </Card>
          {job.companyDetails && (
            <Card>
              <Stack space="sm">
                <Heading level={2} size={4}>
                  About {job.companyDetails.name}
                </Heading>
                {job.companyDetails.about && <Text size="sm">{job.companyDetails.about}</Text>}
                {job.companyDetails.industry && (
                  <Text size="sm" tone="muted">
                    {job.companyDetails.industry.name}
                    {job.companyDetails.size ? ` · ${job.companyDetails.size} employees` : ''}
                  </Text>
                )}
                <Link href={`/company/${job.companyDetails.slug}`} as={RouterLink}>
                  All jobs at {job.companyDetails.name}
                </Link>
              </Stack>
            </Card>
          )}
          <Suspense fallback={null}>
            <Await resolve={courses} errorElement={null}>
              {(list) => <JobReadyCourses courses={list} />}
            </Await>
          </Suspense>
        </Stack>
      </aside>
      <Suspense fallback={null}>
        <Await resolve={similar} errorElement={null}>
          {(cards) => <SimilarJobs cards={cards} />}
        </Await>
      </Suspense>
      {floatingApply && <div className={styles.floating}>{floating}</div>}
    </div>
  );
}

/** Jobs like this one, left out when there are none. */
function SimilarJobs({ cards }: { cards: ActionableJobCardData[] }) {
  if (cards.length === 0) return null;
  return (
    <Section title="Similar jobs" id="similar-heading" space="md" className={styles.similar}>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.id}>
            <JobCard job={card} density="dense" linkComponent={RouterLink} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The courses that make a seeker ready for this job, left out when there are none. */
function JobReadyCourses({ courses }: { courses: CourseSummary[] }) {
  if (courses.length === 0) return null;
  return (
    <Section title="Courses to get job-ready" id="job-ready-heading" size={4} space="md">
      <ul className={styles.list}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} headingLevel={3} linkComponent={RouterLink} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
