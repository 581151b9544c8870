import { jobPath } from '@jobsite/domain';
import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { requireSignedIn } from '@jobsite/shell/site';
import { similarJobCards, similarJobsParam } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from 'react-router';
import { JobItem } from '../JobItem.tsx';
import { jobNotFound, jobWithSimilar, keepListOnJobAction } from '../similar.ts';
import * as styles from './lists.css.ts';

/**
 * `/similar_jobs.php?job={id}`: jobs sharing the tags of a job, with the card actions. Similar jobs are
 * one list, without load more (product.md section 4: the similar-jobs result switches it off).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const id = similarJobsParam(request.url);
  if (id === null) throw jobNotFound();
  const { job, similar } = await jobWithSimilar(site, id);
  return {
    site: site.name,
    job: { title: job.title, href: jobPath(job) },
    cards: similarJobCards(job, similar, Date.now()),
  };
}

export const shouldRevalidate = keepListOnJobAction;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`Jobs like ${loaderData?.job.title ?? ''}`, loaderData?.site);

export default function SimilarJobsPage() {
  const { job, cards } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <Stack space="lg">
      <PageTitle
        title="Similar jobs"
        intro={
          <>
            Jobs like{' '}
            <Link href={job.href} as={RouterLink}>
              {job.title}
            </Link>
          </>
        }
      />
      {cards.length === 0 ? (
        <EmptyStateLink title="No similar jobs right now" href="/jobfeed" label="Go to your job feed" />
      ) : (
        <ul className={styles.list} aria-label="Similar jobs">
          {cards.map((card) => (
            <li key={card.id}>
              <JobItem card={card} onApplied={(id) => navigate(`/job/applied?job=${id}`)} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
