import { listingPath } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CopySections } from '../CopySections.tsx';
import { LiveJobs } from '../LiveJobs.tsx';
import { pageMeta } from '../page-seo.ts';
import { liveJobsOf, programmeSeo } from '../programme.ts';
import { dateRangeText, indiaDay, weekStatus } from '../week.ts';

const STATUS_TEXT = {
  upcoming: 'Coming up',
  on: 'On now',
  over: 'This year’s week is over: the jobs below are open all year',
} as const;

/**
 * `/engineers-week`: the brand's hiring week. Its copy, dates and category are the brand's; the jobs are
 * the newest of that category, and the next step is that category's listing (and registering).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const copy = site.brand.engineersWeek;
  const api = apiFor(site, request);
  const category = await api.job
    .mainTags()
    .then((all) => all.find((c) => c.slug === copy.categorySlug) ?? null)
    .catch(() => null);
  const feed = category
    ? await api.job.jobfeed({ page: 0, categoryId: category.id }).catch(() => null)
    : null;
  return {
    copy: { title: copy.title, description: copy.description, sections: copy.sections },
    dates: { starts: copy.starts, ends: copy.ends, text: dateRangeText(copy.starts, copy.ends) },
    status: STATUS_TEXT[weekStatus(indiaDay(new Date()), copy.starts, copy.ends)],
    jobs: liveJobsOf(feed),
    categoryHref: listingPath('c', copy.categorySlug),
    categoryName: category?.name ?? null,
    signedIn: site.signedIn,
    seo: programmeSeo(site, request, '/engineers-week', copy),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

export default function EngineersWeekPage() {
  const { copy, dates, status, jobs, categoryHref, categoryName, signedIn } = useLoaderData<typeof loader>();
  const more = categoryName ? `See all ${categoryName} jobs` : 'See all the jobs of this week';
  return (
    <article aria-labelledby="page-title">
      <Stack space="xl">
        <Stack space="sm">
          <Heading level={1} size={2} id="page-title">
            {copy.title}
          </Heading>
          <Text size="lg">{copy.description}</Text>
          <Text weight="strong">
            <time dateTime={dates.starts}>{dates.text}</time> · {status}
          </Text>
        </Stack>
        <CopySections sections={copy.sections} />
        <section aria-labelledby="next-step">
          <Card tone="brand" padding="lg">
            <Stack space="md">
              <Heading level={2} size={3} id="next-step">
                Take part
              </Heading>
              <Inline space="md" wrap>
                <ButtonLink href={categoryHref} as={RouterLink}>
                  {more}
                </ButtonLink>
                {!signedIn && (
                  <ButtonLink href="/register" as={RouterLink} variant="secondary">
                    Register for free
                  </ButtonLink>
                )}
              </Inline>
            </Stack>
          </Card>
        </section>
        <LiveJobs
          id="listing-jobs"
          title="Jobs open now"
          jobs={jobs}
          more={{ label: more, href: categoryHref }}
        />
      </Stack>
    </article>
  );
}
