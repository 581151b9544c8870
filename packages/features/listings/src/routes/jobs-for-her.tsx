import { type JobFeedEntry, LISTING_PAGE_SIZE, listingSeo } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, originOf, pageUrlOf, publicCache, siteContext } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { type ActionableJobCardData, actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { RadioGroup } from '@jobsite/ui/RadioGroup';
import { Select } from '@jobsite/ui/Select';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import {
  data,
  Form,
  type HeadersArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { CitySelect, ExperienceSelect } from '../FilterFields.tsx';
import {
  type HerFilters,
  herApiQuery,
  herPageUrl,
  JOBS_FOR_HER_PATH,
  narrowed,
  readHerFilters,
} from '../her-filters.ts';
import * as styles from '../ListingView.css.ts';
import { ListingPages, Openings } from '../Openings.tsx';
import { seoMeta } from '../seo.ts';
import * as herStyles from './jobs-for-her.css.ts';

/** What the API's failure tells the browser and crawlers: come back in this many seconds. */
const RETRY_AFTER_S = 30;

/** A job of the page: its card, and which of the two marks it carries. */
export interface HerJob {
  card: ActionableJobCardData;
  womenFriendly: boolean;
  backToWork: boolean;
}

const herJob = (j: JobFeedEntry, now: number): HerJob => ({
  // The page marks both flags itself, so the card's own "women friendly" mark is left out.
  card: { ...actionableCardFromEntry(j, now), femaleFriendly: false },
  womenFriendly: j.femaleCandidate,
  backToWork: j.femaleBackWorkForce,
});

/**
 * `/jobs-for-her`: the jobs open to women (`GET job/female-jobs`), all of them or those for women back
 * after a break, filtered by city, experience and category in the address (a GET form that needs no
 * script), 20 a page with real page links. When the API cannot answer, the page says so with a 503.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const url = pageUrlOf(request);
  const { filters, page } = readHerFilters(url.searchParams);
  // One address per list: empty fields of the form and defaults go, so pages and caches agree.
  const own = herPageUrl(filters, page);
  if (url.search !== '' && `${url.pathname}${url.search}` !== own) throw redirect(own);
  const api = apiFor(site, request);
  const [answer, cities, categories] = await Promise.all([
    api.job.femaleJobs(herApiQuery(filters, page)).catch(() => null),
    api.job
      .nearbyCitiesJobs()
      .then((all) => all.map((c) => ({ id: c.id, name: c.name })))
      .catch(() => []),
    api.job
      .mainTags()
      .then((all) => all.map((c) => ({ id: c.id, name: c.name })))
      .catch(() => []),
  ]);
  const backToWork = filters.type === 'back-to-work';
  const heading = backToWork ? 'Back-to-work jobs for women' : 'Jobs for her';
  const description = backToWork
    ? `Jobs open to women returning to work after a career break, on ${site.name}.`
    : `Jobs from employers who welcome women, including women returning after a career break, on ${site.name}.`;
  const origin = originOf(site, request);
  const total = answer?.totalJobs ?? 0;
  const head = listingSeo({
    totalJobs: total,
    page,
    title: heading,
    path: JOBS_FOR_HER_PATH,
    pageUrl: (p) => origin + herPageUrl(filters, p),
  });
  const kind: HerFilters = { type: filters.type };
  const totalPages = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const now = Date.now();
  const payload = {
    heading,
    filters,
    cities,
    categories,
    jobs: (answer?.jobs ?? []).map((j) => herJob(j, now)),
    total,
    capped: answer?.totalIsCapped === true,
    page,
    pageHrefs: Array.from({ length: Math.min(totalPages, 50) }, (_, i) => herPageUrl(filters, i)),
    failed: answer === null,
    /** Where the empty state leads: the wider list. */
    wider: narrowed(filters)
      ? { label: 'Clear the filters', href: herPageUrl(kind, 0) }
      : backToWork
        ? { label: 'See all jobs for her', href: JOBS_FOR_HER_PATH }
        : { label: 'See the latest jobs', href: '/' },
    seo: {
      title: `${head.title} | ${site.name}`,
      description,
      canonical: origin + herPageUrl(kind, page),
      prev: head.prev,
      next: head.next,
      siteName: site.name,
      noindex: narrowed(filters) || answer === null || answer.jobs.length === 0,
    },
  };
  if (answer === null)
    return data(payload, {
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store' },
    });
  return payload;
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export function headers({ loaderHeaders }: HeadersArgs) {
  if (loaderHeaders.has('Retry-After')) return loaderHeaders;
  return { 'Cache-Control': publicCache(60) };
}

const TYPE_OPTIONS = [
  { value: 'all', label: 'All women-friendly jobs' },
  { value: 'back-to-work', label: 'Back to work after a break' },
];

export default function JobsForHerPage() {
  const d = useLoaderData<typeof loader>();
  const marksOf = new Map(d.jobs.map((j) => [j.card.id, j]));
  const count = `${d.total.toLocaleString('en-IN')}${d.capped ? '+' : ''}`;
  return (
    <Stack space="xl">
      <PageTitle title={d.heading} space="sm">
        {!d.failed && (
          <Text tone="muted">
            {d.total === 0 ? 'No jobs right now' : `${count} ${d.total === 1 ? 'job' : 'jobs'}`}
            {d.page > 0 ? ` · page ${d.page + 1}` : ''}
          </Text>
        )}
      </PageTitle>
      <Form
        method="get"
        action={JOBS_FOR_HER_PATH}
        aria-label="Filter jobs for her"
        className={herStyles.form}
      >
        <RadioGroup
          legend="Show"
          name="type"
          direction="row"
          options={TYPE_OPTIONS}
          defaultValue={d.filters.type}
          key={`type-${d.filters.type}`}
        />
        <div className={styles.filters}>
          <CitySelect cities={d.cities} value={d.filters.locIds} />
          <ExperienceSelect value={d.filters.exp} />
          <Select
            label="Category"
            name="categoryId"
            options={[
              { value: '', label: 'Any category' },
              ...d.categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            defaultValue={d.filters.categoryId === undefined ? '' : String(d.filters.categoryId)}
            key={`category-${d.filters.categoryId ?? ''}`}
          />
          <Button type="submit" variant="secondary">
            Show jobs
          </Button>
        </div>
      </Form>
      {d.failed ? (
        <Card tone="brand" padding="lg">
          <Stack space="sm">
            <Heading level={2} size={3}>
              Jobs for her could not be loaded
            </Heading>
            <Text role="alert">
              We could not reach our jobs service just now. Please try again in a minute.
            </Text>
            <Inline space="md" wrap>
              <Link href={herPageUrl(d.filters, d.page)}>Try again</Link>
              <Link href="/women-at-work" as={RouterLink}>
                Read about women at work
              </Link>
            </Inline>
          </Stack>
        </Card>
      ) : d.jobs.length === 0 ? (
        <EmptyState
          title="No jobs match these filters"
          description="Employers mark new jobs as women friendly every day."
          action={
            <Link href={d.wider.href} as={RouterLink}>
              {d.wider.label}
            </Link>
          }
        />
      ) : (
        <Openings
          cards={d.jobs.map((j) => j.card)}
          listClassName={herStyles.list}
          itemClassName={herStyles.job}
          above={(card) => {
            const j = marksOf.get(card.id);
            return (
              <ul className={herStyles.marks} aria-label={`${card.title}: open to`}>
                {j?.womenFriendly && (
                  <li>
                    <Badge tone="accent">Women friendly</Badge>
                  </li>
                )}
                {j?.backToWork && (
                  <li>
                    <Badge tone="accent">Back-to-work friendly</Badge>
                  </li>
                )}
              </ul>
            );
          }}
        />
      )}
      <ListingPages
        page={d.page}
        hrefs={d.pageHrefs}
        fallback={JOBS_FOR_HER_PATH}
        label="Pages of jobs for her"
      />
    </Stack>
  );
}
