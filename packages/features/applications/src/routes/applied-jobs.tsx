import { formatDate, jobPath } from '@jobsite/domain';
import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { pageParam, requireSignedIn } from '@jobsite/shell/site';
import { ApplicationTimeline } from '@jobsite/ui/ApplicationTimeline';
import { Badge } from '@jobsite/ui/Badge';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { APPLICATION_STATUSES, STATUS_LABELS, statusParam } from '../status.ts';
import { timelineSteps, usualResponse } from '../timeline.ts';
import * as styles from './lists.css.ts';

/**
 * `/applied-jobs?status=`: the person's applications, newest first, all or of one status, each with its
 * own timeline and when its recruiter usually answers, all from the one call (decision 0103).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const url = new URL(request.url);
  const status = statusParam(url.searchParams.get('status'));
  const page = pageParam(url.searchParams);
  const answer = await site.api.job.appliedJobs({ page, ...(status ? { status } : {}) });
  return {
    site: site.name,
    status,
    page,
    total: answer.totalJobs,
    hasMore: answer.hasMore,
    jobs: answer.jobs.map((j) => ({
      id: j.id,
      title: j.title,
      href: jobPath(j),
      company: j.company?.name ?? 'Confidential employer',
      cities: j.cities.map((c) => c.name).join(', '),
      status: j.application?.status ?? 'applied',
      appliedOn: j.application ? formatDate(j.application.appliedAt) : null,
      early: j.earlyApplicant === true,
      timeline: j.application
        ? {
            steps: timelineSteps(j.application),
            response: usualResponse(j.application.recruiterResponsiveness),
          }
        : null,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Applied jobs', loaderData?.site);

export default function AppliedJobsPage() {
  const { jobs, status, total, hasMore, page } = useLoaderData<typeof loader>();
  const tabs = [
    { value: null, label: 'All' },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label })),
  ];
  const base = status ? `/applied-jobs?status=${status}` : '/applied-jobs';
  return (
    <Stack space="lg">
      <Heading level={1} size={2}>
        Applied jobs
      </Heading>
      <nav aria-label="Applications by status">
        <ul className={styles.tabs}>
          {tabs.map((t) => (
            <li key={t.label}>
              {/* A plain link: a NavLink matches the path alone, so every tab would read as the current one. */}
              <RouterLink
                href={t.value ? `/applied-jobs?status=${t.value}` : '/applied-jobs'}
                className={styles.tab}
                aria-current={t.value === status ? 'page' : undefined}
              >
                {t.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      {jobs.length === 0 ? (
        <EmptyStateLink
          title={
            status
              ? `No applications are ${STATUS_LABELS[status].label.toLowerCase()}`
              : 'No applications yet'
          }
          description="Apply to jobs from your feed; each application's status shows here."
          href="/jobfeed"
          label="Go to your job feed"
        />
      ) : (
        <>
          <Text tone="muted">{total === 1 ? '1 application' : `${total} applications`}</Text>
          <ul className={styles.list} aria-label="Applications">
            {jobs.map((j) => (
              <li key={j.id}>
                <Card as="article" aria-labelledby={`applied-${j.id}`}>
                  <div className={styles.row}>
                    <Stack space="xs">
                      <Heading level={2} size={4} id={`applied-${j.id}`}>
                        <Link href={j.href} as={RouterLink}>
                          {j.title}
                        </Link>
                      </Heading>
                      <Text size="sm" tone="muted">
                        {j.company}
                        {j.cities ? ` · ${j.cities}` : ''}
                        {j.appliedOn ? ` · Applied on ${j.appliedOn}` : ''}
                      </Text>
                    </Stack>
                    <div className={styles.marks}>
                      {j.early && <Badge tone="positive">Early applicant</Badge>}
                      <Badge tone={STATUS_LABELS[j.status].tone} strong>
                        {STATUS_LABELS[j.status].label}
                      </Badge>
                    </div>
                  </div>
                  {j.timeline && (
                    <div className={styles.timeline}>
                      <ApplicationTimeline
                        steps={j.timeline.steps}
                        response={j.timeline.response}
                        label={`Timeline of your application to ${j.title}`}
                      />
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          {hasMore && (
            <ButtonLink
              href={`${base}${status ? '&' : '?'}page=${page + 1}`}
              variant="secondary"
              as={RouterLink}
            >
              Older applications
            </ButtonLink>
          )}
        </>
      )}
    </Stack>
  );
}
