import { jobPath, listingPath, searchPath, siteLogo } from '@jobsite/domain';
import { LEARNING_SLOT_TITLES } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, originOf, publicCache, siteContext } from '@jobsite/shell/site';
import { ListingCardSlot } from '@jobsite/shell/slots';
import { Avatar } from '@jobsite/ui/Avatar';
import { Card } from '@jobsite/ui/Card';
import { CourseCard } from '@jobsite/ui/CourseCard';
import { Heading } from '@jobsite/ui/Heading';
import { JobCard } from '@jobsite/ui/JobCard';
import { actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import { Link } from '@jobsite/ui/Link';
import { PromoBanner } from '@jobsite/ui/PromoBanner';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useContext } from 'react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CategoryTiles, HomeSearch } from '../HomeSearch.tsx';
import { siteJsonLd } from '../jsonld.ts';
import { citiesOf, seoText } from '../listing.ts';
import { LEARNING_PATH } from '../other-searches.ts';
import { seoMeta } from '../seo.ts';
import * as styles from './home.css.ts';

const settle = async <T,>(p: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await p;
  } catch {
    return fallback;
  }
};

/** Courses of the 'Learn & Grow' slot and institutes of the 'Featured Institute' slot, at most. */
const HOME_COURSES = 4;
const HOME_INSTITUTES = 8;

/**
 * Home: the latest jobs and the home-page slots (product.md section 2), each from the API's data. A slot
 * whose call fails or has nothing is left out rather than failing the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const api = apiFor(site, request);
  const [
    meta,
    latest,
    categories,
    cities,
    categoryJobs,
    promos,
    adBanners,
    blogs,
    diversity,
    companies,
    featuredCourses,
    institutes,
  ] = await Promise.all([
    seoText(api, '/'),
    api.job.jobfeed({ page: 0 }),
    settle(api.job.mainTags(), []),
    settle(api.job.nearbyCitiesJobs(), []),
    settle(api.job.sitemapCategories(), []),
    settle(api.static.readCsv({ name: 'promo-banners' }), []),
    settle(api.static.readCsv({ name: 'jobfeed-banners' }), []),
    settle(api.job.latestBlogs({}), []),
    settle(api.job.femaleJobs({ femaleFilter: '0', start: 0, end: 4 }), null),
    // Featured employers: the companies hiring most now, not the first of the alphabet (decision 0092).
    settle(api.job.companyList({ page: 0, sort: 'jobs' }), null),
    settle(api.courses.featuredCourses(), null),
    settle(api.courses.featuredInstitutes(), null),
  ]);
  const now = Date.now();
  const origin = originOf(site, request);
  const partners = promos.filter((p) => p.companyName !== null);
  return {
    heading: meta?.h1 ?? `Find your next job on ${site.name}`,
    seo: {
      title: meta?.title ?? site.brand.seo.title,
      description: meta?.description ?? site.brand.seo.description,
      canonical: `${origin}/`,
      siteName: site.name,
      jsonLd: siteJsonLd(site.brand, origin, searchUrlTemplate(origin)),
    },
    latest: latest.jobs.slice(0, 8).map((j) => actionableCardFromEntry(j, now)),
    // Each category with its live jobs (the category sitemap's counts), in the order of the main tags.
    categories: categories.map((c) => {
      const jobs = categoryJobs.find((s) => s.id === c.id)?.jobs;
      return { label: c.name, href: listingPath('c', c.slug), ...(jobs === undefined ? {} : { jobs }) };
    }),
    searchCities: citiesOf(cities),
    searchPlaceholder: site.brand.searchPlaceholder,
    skills: categories
      .flatMap((c) => c.tags.slice(0, 3))
      .slice(0, 18)
      .map((t) => ({ label: t.name, href: listingPath('k', t.key ?? t.name) })),
    cities: cities.map((c) => ({ label: `Jobs in ${c.name}`, href: `/jobs-in-${c.slug}`, jobs: c.jobs })),
    featuredEmployers: (companies?.companies ?? [])
      .filter((c) => c.activeJobs > 0)
      .slice(0, 8)
      .map((c) => {
        const logo = siteLogo(c.logo);
        return { label: c.name, href: `/company/${c.slug}`, jobs: c.activeJobs, ...(logo ? { logo } : {}) };
      }),
    platinumPartners: partners
      .slice(0, 2)
      .map((p) => ({ label: p.companyName ?? p.title, href: p.redirectLink ?? '/' })),
    goldPartners: partners
      .slice(2)
      .map((p) => ({ label: p.companyName ?? p.title, href: p.redirectLink ?? '/' })),
    adBanners: adBanners.slice(0, 2).map((b) => ({
      title: b.title,
      description: b.subText ?? b.text ?? '',
      cta: { label: b.ctaText ?? 'View jobs', href: b.redirectLink ?? '/' },
    })),
    diversity: (diversity?.jobs ?? []).map((j) => ({ label: j.title, href: jobPath(j) })),
    blogs: blogs.slice(0, 4).map((b) => ({ title: b.title, summary: b.summary, author: b.author })),
    learnAndGrow: {
      title: featuredCourses?.title || LEARNING_SLOT_TITLES.featured,
      courses: (featuredCourses?.data ?? []).slice(0, HOME_COURSES),
    },
    featuredInstitutes: {
      title: institutes?.title || LEARNING_SLOT_TITLES.institutes,
      items: (institutes?.data ?? []).slice(0, HOME_INSTITUTES).map((i) => ({
        label: i.name,
        // An institute's courses are a course search for its slug (the learning section has no institute page).
        href: searchPath({ keyword: i.slug, search: 'Courses' }),
        courses: i.courseCount,
      })),
    },
    learningHref: LEARNING_PATH,
  };
}

/**
 * The address a search engine's search box fills in (`SearchAction`): the site's search page, the shape
 * `searchPath` gives, with the words where its keyword goes (the page reads words unslugged too).
 */
export function searchUrlTemplate(origin: string): string {
  return origin + searchPath({ keyword: 'words' }).replace('words', '{search_term_string}');
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export function headers() {
  return { 'Cache-Control': publicCache(60) };
}

function Links({ items }: { items: { label: string; href: string; jobs?: number; logo?: string }[] }) {
  return (
    <ul className={styles.links}>
      {items.map((i) => (
        <li key={i.href + i.label} className={i.logo ? styles.withLogo : undefined}>
          {/* Beside the company's name: decorative. */}
          {i.logo && <Avatar name={i.label} src={i.logo} shape="square" size="sm" decorative />}
          <Link href={i.href} as={RouterLink}>
            {i.label}
          </Link>
          {i.jobs !== undefined && <span className={styles.count}> ({i.jobs})</span>}
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  const d = useLoaderData<typeof loader>();
  const SignedInCard = useContext(ListingCardSlot);
  return (
    <Stack space="xxl">
      <HomeSearch
        heading={d.heading}
        intro="Search by keyword, city and experience, or browse by category, skill or city."
        cities={d.searchCities}
        placeholder={d.searchPlaceholder}
      />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Section title="Latest jobs" id="slot-latest" space="md">
            <ul className={styles.jobs}>
              {d.latest.map((card) => (
                <li key={card.id}>
                  {SignedInCard ? (
                    <SignedInCard card={card} density="dense" />
                  ) : (
                    <JobCard job={card} density="dense" linkComponent={RouterLink} />
                  )}
                </li>
              ))}
            </ul>
          </Section>
          {d.categories.length > 0 && (
            <Section title="Browse by category" id="slot-categories" space="md">
              <CategoryTiles items={d.categories} />
            </Section>
          )}
          {d.adBanners[0] && <PromoBanner {...d.adBanners[0]} linkComponent={RouterLink} />}
          {d.learnAndGrow.courses.length > 0 && (
            <Section title={d.learnAndGrow.title} id="slot-learn" space="md">
              <ul className={styles.courses}>
                {d.learnAndGrow.courses.map((course) => (
                  <li key={course.id}>
                    <CourseCard course={course} headingLevel={3} linkComponent={RouterLink} />
                  </li>
                ))}
              </ul>
              <Link href={d.learningHref} as={RouterLink}>
                Explore all courses
              </Link>
            </Section>
          )}
          {d.adBanners[1] && <PromoBanner {...d.adBanners[1]} tone="accent" linkComponent={RouterLink} />}
          {d.blogs.length > 0 && (
            <Section title="From our blog" id="slot-blogs" space="md">
              <ul className={styles.blogs}>
                {d.blogs.map((b) => (
                  <li key={b.title}>
                    <Card as="article">
                      <Heading level={3} size={4}>
                        {b.title}
                      </Heading>
                      <Text size="sm">{b.summary}</Text>
                      <Text size="sm" tone="muted">
                        By {b.author}
                      </Text>
                    </Card>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
        <div className={styles.column}>
          {[
            { title: 'Featured employers', id: 'slot-employers', items: d.featuredEmployers },
            { title: 'Skills in demand', id: 'slot-skills', items: d.skills },
            { title: 'Jobs by city', id: 'slot-cities', items: d.cities },
            { title: 'Diversity hiring: jobs open to women', id: 'slot-diversity', items: d.diversity },
          ].map(
            (slot) =>
              slot.items.length > 0 && (
                <Section key={slot.id} title={slot.title} id={slot.id} space="md">
                  <Links items={slot.items} />
                </Section>
              ),
          )}
          {(d.platinumPartners.length > 0 || d.goldPartners.length > 0) && (
            <Section title="Our hiring partners" id="slot-partners" space="md">
              <div className={styles.partners}>
                {d.platinumPartners.length > 0 && (
                  <Card tone="brand">
                    <Heading level={3} size={4}>
                      Platinum partners
                    </Heading>
                    <Links items={d.platinumPartners} />
                  </Card>
                )}
                {d.goldPartners.length > 0 && (
                  <Card>
                    <Heading level={3} size={4}>
                      Gold partners
                    </Heading>
                    <Links items={d.goldPartners} />
                  </Card>
                )}
              </div>
            </Section>
          )}
          {d.featuredInstitutes.items.length > 0 && (
            <Section title={d.featuredInstitutes.title} id="slot-institutes" space="md">
              <ul className={styles.links}>
                {d.featuredInstitutes.items.map((i) => (
                  <li key={i.href}>
                    <Link href={i.href} as={RouterLink}>
                      {i.label}
                    </Link>
                    <span className={styles.count}>
                      {' '}
                      ({i.courses} {i.courses === 1 ? 'course' : 'courses'})
                    </span>
                  </li>
                ))}
              </ul>
              {d.learnAndGrow.courses.length === 0 && (
                <Link href={d.learningHref} as={RouterLink}>
                  Explore all courses
                </Link>
              )}
            </Section>
          )}
        </div>
      </div>
    </Stack>
  );
}
