import { listingPath, SEO_CITIES, searchPath } from '@jobsite/domain';
import { apiFor, pageUrlOf, siteContext } from '@jobsite/shell/site';
import type { SuggestionGroups } from '@jobsite/shell/suggest';
import type { LoaderFunctionArgs } from 'react-router';
import { matchNames } from '../match.ts';

const seoSlugs = new Set<string>(SEO_CITIES.map((c) => c.slug));

/**
 * Suggestions depend only on the words typed: a form posted on the page (a Save) does not load them
 * again.
 */
export const shouldRevalidate = () => false;

/** `/search-suggest?q=`: tags, companies and cities whose names contain the typed text. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<SuggestionGroups> {
  const site = context.get(siteContext);
  const q = (pageUrlOf(request).searchParams.get('q') ?? '').trim().slice(0, 60);
  if (q.length < 2) return { query: q, tags: [], companies: [], cities: [] };
  const api = apiFor(site, request);
  const [tags, companies, cities] = await Promise.all([
    api.job.tags().catch(() => []),
    api.job.companyListSearch({ name: q }).catch(() => ({ companies: [] })),
    api.job.nearbyCitiesJobs().catch(() => []),
  ]);
  const allCities = cities.flatMap((c) => [
    { name: c.name, id: c.id, slug: c.slug },
    ...c.nearby.map((n) => ({ name: n.name, id: n.id, slug: '' })),
  ]);
  return {
    query: q,
    tags: matchNames(tags, q, 6).map((t) => ({
      kind: 'tag',
      label: t.name,
      href: listingPath('k', t.key ?? t.name),
    })),
    companies: companies.companies
      .slice(0, 5)
      .map((c) => ({ kind: 'company', label: c.name, href: `/company/${c.slug}` })),
    cities: matchNames(allCities, q, 4).map((c) => ({
      kind: 'city',
      label: `Jobs in ${c.name}`,
      href: seoSlugs.has(c.slug) ? `/jobs-in-${c.slug}` : searchPath({ keyword: 'jobs', locIds: [c.id] }),
    })),
  };
}
