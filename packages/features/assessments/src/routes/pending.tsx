import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, field, pageParam, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { visuallyHidden } from '@jobsite/ui/a11y';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { type PendingItem, toPendingItem } from '../items.ts';
import * as styles from './assessments.css.ts';

/**
 * `/pendingassessments`: the assessments recruiters assigned on the person's applications, pending ones
 * first (with due dates), then completed ones with their scores (decision 0027).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const page = pageParam(new URL(request.url).searchParams);
  const answer = await site.api.job.pendingTests({ status: 'all', page });
  const now = Date.now();
  return {
    site: site.name,
    page,
    hasMore: answer.hasMore,
    items: answer.tests.map((t) => toPendingItem(t, now)),
  };
}

/** `POST /pendingassessments`: the person says they finished an external test (`job/assessment_complete`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const jobId = field(form, 'jobId');
  if (!/^\d{1,10}$/.test(jobId))
    return { ok: false as const, error: 'Choose an assessment to mark as done.' };
  try {
    await site.api.job.assessmentComplete({ jobcode: jobId });
    return { ok: true as const, jobId: Number(jobId) };
  } catch (error) {
    return { ok: false as const, error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Pending assessments', loaderData?.site);

function CompleteButton({ item }: { item: PendingItem }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <fetcher.Form method="post" action="/pendingassessments">
      <input type="hidden" name="jobId" value={item.jobId} />
      <Button type="submit" size="sm" variant="secondary" loading={fetcher.state !== 'idle'}>
        I have finished this test
      </Button>
      {fetcher.data && !fetcher.data.ok && (
        <Text role="alert" size="sm" tone="critical">
          {fetcher.data.error}
        </Text>
      )}
    </fetcher.Form>
  );
}

function AssessmentCard({ item }: { item: PendingItem }) {
  const headingId = `assessment-${item.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <div className={styles.row}>
          <Stack space="xs">
            <Heading level={2} size={4} id={headingId}>
              {item.title}
            </Heading>
            <Text size="sm" tone="muted">
              For {item.jobTitle}
              {item.about ? ` · ${item.about}` : ''}
              {item.kind === 'external' ? ' · Taken on the test’s own site' : ''}
            </Text>
          </Stack>
          <Badge tone={item.tone} strong>
            {item.label}
          </Badge>
        </div>
        {(item.due || item.score) && (
          <Text size="sm">
            {item.due}
            {item.due && item.score ? ' · ' : ''}
            {item.score ? `Your score: ${item.score}` : ''}
          </Text>
        )}
        {item.href && item.action && (
          <div className={styles.actions}>
            {item.kind === 'timed' ? (
              <ButtonLink href={item.href} as={RouterLink} size="sm">
                {item.action}
                <span className={visuallyHidden}>: {item.title}</span>
              </ButtonLink>
            ) : (
              <>
                <Link href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.action}
                  <span className={visuallyHidden}>: {item.title} (opens in a new tab)</span>
                </Link>
                <CompleteButton item={item} />
              </>
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}

export default function PendingAssessmentsPage() {
  const { items, hasMore, page } = useLoaderData<typeof loader>();
  const pending = items.filter((i) => i.state !== 'completed');
  const completed = items.filter((i) => i.state === 'completed');
  return (
    <Stack space="lg">
      <PageTitle
        title="Pending assessments"
        intro="Tests recruiters asked you to take for your applications."
      />
      {items.length === 0 ? (
        <EmptyStateLink
          title="No assessments yet"
          description="When a recruiter asks you to take a test for an application, it shows here."
          href="/applied-jobs"
          label="See your applications"
        />
      ) : (
        <>
          <Section title={<>To take ({pending.length})</>} id="to-take" space="md">
            {pending.length === 0 ? (
              <Text tone="muted">You have taken every assessment. Well done.</Text>
            ) : (
              <ul className={styles.list}>
                {pending.map((item) => (
                  <li key={item.id}>
                    <AssessmentCard item={item} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {completed.length > 0 && (
            <Section title={<>Completed ({completed.length})</>} id="completed" space="md">
              <ul className={styles.list}>
                {completed.map((item) => (
                  <li key={item.id}>
                    <AssessmentCard item={item} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </>
      )}
      {hasMore && (
        <ButtonLink href={`/pendingassessments?page=${page + 1}`} variant="secondary" as={RouterLink}>
          More assessments
        </ButtonLink>
      )}
    </Stack>
  );
}
