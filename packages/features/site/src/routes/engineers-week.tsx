import { listingPath } from '@jobsite/domain';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ProgrammePage } from '../ProgrammePage.tsx';
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
    <ProgrammePage
      copy={copy}
      subtitle={
        <Text weight="strong">
          <time dateTime={dates.starts}>{dates.text}</time> · {status}
        </Text>
      }
      next={{
        heading: 'Take part',
        actions: [
          { label: more, href: categoryHref },
          ...(signedIn ? [] : [{ label: 'Register for free', href: '/register', secondary: true }]),
        ],
      }}
      jobs={{ title: 'Jobs open now', data: jobs, more: { label: more, href: categoryHref } }}
    />
  );
}
