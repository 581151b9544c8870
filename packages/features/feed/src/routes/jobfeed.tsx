import { EXPERIENCE_OPTIONS, POSTING_AGE_OPTIONS, SORT_OPTIONS, skillsMatchedText } from '@jobsite/domain';
import { reasonLine } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { pageParam, pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { type JobItemProps, JobItemSlot } from '@jobsite/shell/slots';
import { hiddenUntilFocused } from '@jobsite/ui/a11y';
import { Button } from '@jobsite/ui/Button';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { FilterChips } from '@jobsite/ui/FilterChips';
import { Heading } from '@jobsite/ui/Heading';
import { JobCard } from '@jobsite/ui/JobCard';
import { type ActionableJobCardData, actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import { JobCardSkeleton } from '@jobsite/ui/JobCardSkeleton';
import { Link } from '@jobsite/ui/Link';
import { LoadMore } from '@jobsite/ui/LoadMore';
import { Select } from '@jobsite/ui/Select';
import { Stack } from '@jobsite/ui/Stack';
import { SurveyPrompt } from '@jobsite/ui/SurveyPrompt';
import { Text } from '@jobsite/ui/Text';
import { useContext, useEffect, useState } from 'react';
import {
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from 'react-router';
import { clearedParams, feedQuery, filterChips, readFilters, withoutChip } from '../filters.ts';
import * as styles from './jobfeed.css.ts';

const MAX_PAGE = 499;

/** A card of the feed with why it is there. */
type FeedCard = ActionableJobCardData & { reason: string | null };

/** The chat sticky (product.md section 2) shows on this page for signed-in people. */
export const handle = { chatSticky: true };

/** `/jobfeed`: the signed-in person's feed with its filters from the address, a page at a time. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const url = pageUrlOf(request);
  const filters = readFilters(url.searchParams);
  const page = Math.min(MAX_PAGE, pageParam(url.searchParams));
  const [personal, cityGroups, survey] = await Promise.all([
    site.api.job.jobfeed(feedQuery(filters, page)),
    site.api.job.nearbyCitiesJobs(undefined).catch(() => []),
    // A survey for the feed, if one waits: the page never fails or waits longer for it.
    site.api.user
      .survey({ placement: 'jobfeed' })
      .then((a) => (a.survey ? { id: a.survey.id, title: a.survey.title, intro: a.survey.intro } : null))
      .catch(() => null),
  ]);
  // Nothing matches the person's preferences yet (a new profile, a narrow city): rather than an empty
  // page, the latest jobs, said so above the list.
  const unfiltered = filters.exp === undefined && !filters.postingAge && filters.locIds === undefined;
  const latest = personal.totalJobs === 0 && unfiltered;
  const feed = latest ? await site.api.job.search(feedQuery(filters, page)) : personal;
  const cities = cityGroups.map((c) => ({ value: String(c.id), label: c.name }));
  const now = Date.now();
  // Why each job is in this feed (the latest jobs shown instead are there for no reason of the person's),
  // after how many of its skills the person has, which the feed's own call counts (decision 0102).
  const reasons = new Map(
    latest
      ? []
      : personal.jobs.map((j) => {
          const parts = [j.skillsMatch ? skillsMatchedText(j.skillsMatch) : null, reasonLine(j.reasons)];
          return [j.id, parts.filter(Boolean).join(' · ') || null];
        }),
  );
  return {
    site: site.name,
    cards: feed.jobs.map(
      (j): FeedCard => ({ ...actionableCardFromEntry(j, now), reason: reasons.get(j.id) ?? null }),
    ),
    totalJobs: feed.totalJobs,
    capped: feed.totalIsCapped ?? false,
    hasMore: feed.hasMore,
    page,
    latest,
    closest: !latest && personal.closest === true,
    filters,
    chips: filterChips(filters, (id) => cities.find((c) => c.value === String(id))?.label),
    cities,
    survey,
  };
}

/** Card actions change one card, not the list: keep the list (and a hidden card's Undo) as it is. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/job-actions') return false;
  return defaultShouldRevalidate;
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Your job feed', loaderData?.site);

/**
 * A job of the feed: the card with its actions (save, apply, hide, and why the job is here) that the
 * sites put in the shell's slot (`@jobsite/feature-job-actions`); the plain card without one.
 */
function FeedItem(props: JobItemProps) {
  const WithActions = useContext(JobItemSlot);
  if (WithActions) return <WithActions {...props} density="dense" />;
  return <JobCard job={props.card} density="dense" linkComponent={RouterLink} />;
}

/** How many jobs come before the survey prompt: the first screen shows jobs, not the prompt. */
const JOBS_BEFORE_SURVEY = 4;

export default function JobFeedPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, chips } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const more = useFetcher<typeof loader>();
  const [extra, setExtra] = useState<{
    search: string;
    cards: FeedCard[];
    page: number;
    hasMore: boolean;
  }>({
    search: location.search,
    cards: [],
    page: data.page,
    hasMore: data.hasMore,
  });

  // A new address (filters, sort) starts the list again; loaded pages are appended.
  const current =
    extra.search === location.search
      ? extra
      : { search: location.search, cards: [], page: data.page, hasMore: data.hasMore };
  useEffect(() => {
    const answer = more.data;
    if (!answer || more.state !== 'idle') return;
    setExtra((e) => {
      const base =
        e.search === location.search
          ? e
          : { search: location.search, cards: [], page: data.page, hasMore: data.hasMore };
      if (answer.page <= base.page) return base;
      const seen = new Set([...data.cards, ...base.cards].map((c) => c.id));
      return {
        search: location.search,
        cards: [...base.cards, ...answer.cards.filter((c) => !seen.has(c.id))],
        page: answer.page,
        hasMore: answer.hasMore,
      };
    });
  }, [more.data, more.state, location.search, data.cards, data.page, data.hasMore]);

  const loadMore = () => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(current.page + 1));
    more.load(`/jobfeed?${params}`);
  };
  const onApplied = (jobId: string) => navigate(`/job/applied?job=${jobId}`);
  const filtering = navigation.state === 'loading' && navigation.location.pathname === '/jobfeed';
  const cards = [...data.cards, ...current.cards];
  const params = new URLSearchParams(location.search);
  const feedItem = (card: FeedCard) => (
    <li key={card.id}>
      <FeedItem card={card} reason={card.reason} onApplied={onApplied} />
    </li>
  );
  const survey = data.survey && (
    <SurveyPrompt survey={data.survey} back="/jobfeed" linkAs={RouterLink} formAs={Form} />
  );
  return (
    <Stack space="lg">
      <div className={styles.head}>
        <Heading level={1} size={2}>
          Your job feed
        </Heading>
        <Link href="/personalize-jobfeed" as={RouterLink}>
          Personalise your feed
        </Link>
      </div>
      <Form
        key={location.search}
        method="get"
        onChange={(e) => submit(e.currentTarget)}
        aria-label="Filter jobs"
        className={styles.filters}
      >
        <Select
          label="Sort by"
          name="sort"
          defaultValue={filters.sort}
          options={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        />
        <Select
          label="Experience"
          name="exp"
          defaultValue={filters.exp === undefined ? '' : String(filters.exp)}
          options={[
            { value: '', label: 'Any' },
            ...EXPERIENCE_OPTIONS.filter((o) => o.filterId !== 1).map((o) => ({
              value: String(o.filterId),
              label: o.label,
            })),
          ]}
        />
        <Select
          label="Posted"
          name="postingAge"
          defaultValue={filters.postingAge ?? ''}
          options={[
            { value: '', label: 'Any time' },
            ...POSTING_AGE_OPTIONS.filter((o) => o.value !== 'any').map((o) => ({
              value: o.value,
              label: o.label,
            })),
          ]}
        />
        <Select
          label="City"
          name="locIds"
          defaultValue={filters.locIds === undefined ? '' : String(filters.locIds)}
          options={[{ value: '', label: 'Any city' }, ...data.cities]}
        />
        <div className={hiddenUntilFocused}>
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
        </div>
      </Form>
      {chips.length > 0 && (
        <FilterChips
          labels={chips.map((c) => c.label)}
          onRemove={(label) => navigate(`/jobfeed?${withoutChip(params, chips, label)}`)}
          onClearAll={() => navigate(`/jobfeed?${clearedParams(filters)}`)}
        />
      )}
      <Text tone="muted" aria-live="polite">
        {filtering
          ? 'Loading jobs…'
          : data.latest
            ? 'Nothing matches your preferences yet, so here are the latest jobs.'
            : data.closest
              ? 'No job matches all your preferences yet, so here are the jobs that match some of them.'
              : data.totalJobs === 1
                ? '1 job for you'
                : `${data.capped ? '1,000+' : data.totalJobs.toLocaleString('en-IN')} jobs for you`}
      </Text>
      {filtering ? (
        <ul className={styles.list} aria-label="Loading jobs" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <JobCardSkeleton />
            </li>
          ))}
        </ul>
      ) : cards.length === 0 ? (
        <EmptyState
          title="No jobs match these filters"
          description="Try fewer filters, or personalise your feed with the skills and cities you want."
          action={
            <Button variant="secondary" onClick={() => navigate(`/jobfeed?${clearedParams(filters)}`)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.list} aria-label="Jobs">
            {cards.slice(0, JOBS_BEFORE_SURVEY).map(feedItem)}
          </ul>
          {survey}
          {cards.length > JOBS_BEFORE_SURVEY && (
            <ul className={styles.list} aria-label="More jobs">
              {cards.slice(JOBS_BEFORE_SURVEY).map(feedItem)}
            </ul>
          )}
        </>
      )}
      {(filtering || cards.length === 0) && survey}
      {!filtering && cards.length > 0 && (
        <LoadMore
          shown={cards.length}
          total={data.totalJobs}
          hasMore={current.hasMore}
          loading={more.state !== 'idle'}
          onLoadMore={loadMore}
        />
      )}
    </Stack>
  );
}
