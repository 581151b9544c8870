import { categoryListName, listingPath, SEO_CITIES } from '@jobsite/domain';
import { flaggedSections, STATIC_PAGES, type StaticPageKey } from '@jobsite/shell/brand';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, publicCache, siteContext } from '@jobsite/shell/site';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PLAIN_LIST } from '../LiveJobs.tsx';
import { legalPages } from '../legal.ts';
import { pageMeta } from '../page-seo.ts';
import { programmeSeo } from '../programme.ts';

export interface SitemapGroup {
  id: string;
  title: string;
  links: { label: string; href: string }[];
  /** Why the group is shorter than it should be (its call failed), else null. */
  notice: string | null;
}

/**
 * `/sitemap`: every public section of the site for people, grouped under headings: jobs, categories
 * (the API's), the SEO cities, programmes, learning, the app, the account pages and the static pages.
 * The XML sitemaps for crawlers stay at `/sitemap.xml`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const brand = site.brand;
  const categories = await apiFor(site, request)
    .job.mainTags()
    .catch(() => null);
  const legal = legalPages(brand);
  const titleOf = (key: StaticPageKey) =>
    key === 'about' || key === 'contact' || key === 'faq' ? brand.pages[key].title : legal[key].title;
  const groups: SitemapGroup[] = [
    {
      id: 'sitemap-jobs',
      title: 'Jobs',
      links: [
        { label: 'Latest jobs', href: '/' },
        { label: 'Jobs for her', href: '/jobs-for-her' },
        { label: 'Back-to-work jobs', href: '/jobs-for-her?type=back-to-work' },
      ],
      notice: null,
    },
    {
      id: 'sitemap-categories',
      title: 'Jobs by category',
      links: (categories ?? []).map((c) => ({
        label: `${categoryListName(site.vertical, c)} jobs`,
        href: listingPath('c', c.slug),
      })),
      notice: categories
        ? null
        : 'The categories could not be loaded just now. Please try again in a minute.',
    },
    {
      id: 'sitemap-cities',
      title: 'Jobs by city',
      links: SEO_CITIES.map((c) => ({ label: `Jobs in ${c.name}`, href: `/jobs-in-${c.slug}` })),
      notice: null,
    },
    {
      id: 'sitemap-programmes',
      title: 'Programmes',
      links: [
        { label: brand.womenAtWork.title, href: '/women-at-work' },
        { label: brand.talentBridge.title, href: '/talent-bridge' },
        { label: brand.engineersWeek.title, href: '/engineers-week' },
        // Sections the vertical's flags turn on (the college competition where `competition` is on).
        ...flaggedSections(site.vertical, site.flags).map((s) => s.link),
      ],
      notice: null,
    },
    {
      id: 'sitemap-learning',
      title: 'Learning',
      links: [{ label: 'Courses', href: '/learning' }],
      notice: null,
    },
    {
      id: 'sitemap-account',
      title: 'Your account',
      links: [
        { label: 'Log in', href: '/login' },
        { label: 'Register', href: '/register' },
        { label: brand.downloadApp.title, href: '/downloadapp' },
      ],
      notice: null,
    },
    {
      id: 'sitemap-about',
      title: `About ${brand.name}`,
      links: (Object.keys(STATIC_PAGES) as StaticPageKey[]).map((key) => ({
        label: titleOf(key),
        href: STATIC_PAGES[key],
      })),
      notice: null,
    },
  ];
  return {
    name: brand.name,
    groups,
    seo: programmeSeo(site, request, '/sitemap', {
      title: 'Sitemap',
      description: `Every section of ${brand.name}: jobs by category and city, programmes, learning and help.`,
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(3600) };
}

export default function SitemapPage() {
  const { name, groups } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="page-title">
      <Stack space="xl">
        <Stack space="sm">
          <Heading level={1} size={2} id="page-title">
            Sitemap
          </Heading>
          <Text tone="muted">Every section of {name}, in one place.</Text>
        </Stack>
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={g.id}>
            <Stack space="sm">
              <Heading level={2} size={3} id={g.id}>
                {g.title}
              </Heading>
              {g.notice && <Text role="status">{g.notice}</Text>}
              <Stack as="ul" space="xs" style={PLAIN_LIST}>
                {g.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href} as={RouterLink}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          </section>
        ))}
      </Stack>
    </article>
  );
}
