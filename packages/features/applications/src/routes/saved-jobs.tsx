import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { pageParam, requireSignedIn } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from 'react-router';
import { JobItem } from '../JobItem.tsx';
import { keepListOnJobAction } from '../similar.ts';
import * as styles from './lists.css.ts';

/** `/saved-jobs`: the jobs the person saved, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const page = pageParam(new URL(request.url).searchParams);
  const answer = await site.api.job.savedJobs({ page });
  const now = Date.now();
  return {
    site: site.name,
    cards: answer.jobs.map((j) => actionableCardFromEntry(j, now)),
    total: answer.totalJobs,
    hasMore: answer.hasMore,
    page,
  };
}

/** An unsaved job stays listed (as not saved) until the page is left, so its Undo keeps working. */
export const shouldRevalidate = keepListOnJobAction;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Saved jobs', loaderData?.site);

export default function SavedJobsPage() {
  const { cards, total, hasMore, page } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <Stack space="lg">
      <Heading level={1} size={2}>
        Saved jobs
      </Heading>
      {cards.length === 0 ? (
        <EmptyStateLink
          title="No saved jobs yet"
          description="Save jobs from your feed to come back to them here."
          href="/jobfeed"
          label="Go to your job feed"
        />
      ) : (
        <>
          <Text tone="muted">{total === 1 ? '1 saved job' : `${total} saved jobs`}</Text>
          <ul className={styles.list} aria-label="Saved jobs">
            {cards.map((card) => (
              <li key={card.id}>
                <JobItem
                  card={card}
                  hideable={false}
                  onApplied={(id) => navigate(`/job/applied?job=${id}`)}
                />
              </li>
            ))}
          </ul>
          {(page > 0 || hasMore) && (
            <Stack space="sm" align="center">
              {hasMore && (
                <ButtonLink href={`/saved-jobs?page=${page + 1}`} variant="secondary" as={RouterLink}>
                  Older saved jobs
                </ButtonLink>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
