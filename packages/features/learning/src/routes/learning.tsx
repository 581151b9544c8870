import { searchPath } from '@jobsite/domain';
import type { CourseSummary, Institute } from '@jobsite/domain/answers';
import { LEARNING_SLOT_TITLES } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { apiFor, originOf, siteContext } from '@jobsite/shell/site';
import { Card } from '@jobsite/ui/Card';
import { CourseCard } from '@jobsite/ui/CourseCard';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { PromoBanner } from '@jobsite/ui/PromoBanner';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { headMeta, PAGE_HEADERS, settle } from '../courses.ts';
import * as styles from './learning.css.ts';

/** Courses a slot shows at most. */
const SLOT_COURSES = 8;

/** A slot's title from its answer, else the catalogue's default (calls.md 7.11). */
const titleOf = (answer: { title?: string | undefined } | null, fallback: string) =>
  answer?.title?.trim() || fallback;

const instituteLink = (i: Pick<Institute, 'slug'>) => searchPath({ keyword: i.slug, search: 'Courses' });

/**
 * `/learning`: the learning section's front page: banners, the slots "Learn & Grow" (featured courses),
 * "Featured Institute" and "Trending Courses", the course categories with their counts (each a course
 * search) and the top institutes. Every call may fail or answer nothing; its part is then left out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const api = apiFor(site, request).courses;
  const [featured, featuredInstitutes, trending, banners, categories, top] = await Promise.all([
    settle(api.featuredCourses(), null),
    settle(api.featuredInstitutes(), null),
    settle(api.trendingCourses(), null),
    settle(api.courseBanners(), null),
    settle(api.courseCategories(), null),
    settle(api.topInstitutes(), null),
  ]);
  const courses = (list: CourseSummary[] | undefined) => (list ?? []).slice(0, SLOT_COURSES);
  const title = `Courses and certifications from top institutes | ${site.name}`;
  return {
    learnAndGrow: {
      title: titleOf(featured, LEARNING_SLOT_TITLES.featured),
      courses: courses(featured?.data),
    },
    featuredInstitutes: {
      title: titleOf(featuredInstitutes, LEARNING_SLOT_TITLES.institutes),
      institutes: (featuredInstitutes?.data ?? []).slice(0, 6).map((i) => ({
        id: i.id,
        name: i.name,
        city: i.city,
        about: i.about,
        courseCount: i.courseCount,
        href: instituteLink(i),
      })),
    },
    trending: { title: titleOf(trending, LEARNING_SLOT_TITLES.trending), courses: courses(trending?.data) },
    banners: (banners?.data ?? []).slice(0, 2).map((b) => ({
      id: b.id,
      title: b.title,
      description: b.text,
      cta: { label: b.ctaText, href: b.href },
    })),
    categories: (categories?.data ?? [])
      .filter((c) => c.courseCount > 0)
      .map((c) => ({
        id: c.id,
        label: c.name,
        count: c.courseCount,
        href: searchPath({ keyword: c.slug, search: 'Courses', cat: c.id }),
      })),
    topInstitutes: (top?.data ?? []).map((i) => ({
      id: i.id,
      label: i.name,
      count: i.courseCount,
      href: instituteLink(i),
    })),
    head: {
      title,
      description: `Online, on-campus and hybrid courses from institutes across India: compare fees, durations and start dates, download brochures and enquire on ${site.name}.`,
      canonical: `${originOf(site, request)}/learning`,
      siteName: site.name,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head, 'Learning');

export function headers() {
  return PAGE_HEADERS;
}

function Courses({ courses }: { courses: CourseSummary[] }) {
  return (
    <ul className={styles.cards}>
      {courses.map((c) => (
        <li key={c.id}>
          <CourseCard course={c} linkComponent={RouterLink} />
        </li>
      ))}
    </ul>
  );
}

function Links({
  items,
  unit,
}: {
  items: { id: number; label: string; href: string; count: number }[];
  unit: string;
}) {
  return (
    <ul className={styles.links}>
      {items.map((i) => (
        <li key={i.id}>
          <Link href={i.href} as={RouterLink}>
            {i.label}
          </Link>
          <span className={styles.count}>
            {' '}
            ({i.count} {i.count === 1 ? unit : `${unit}s`})
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function LearningPage() {
  const d = useLoaderData<typeof loader>();
  const [firstBanner, ...otherBanners] = d.banners;
  return (
    <Stack space="xxl">
      <PageTitle
        title="Courses to grow your career"
        intro={
          <>
            Programmes from institutes across India, online, on campus or both. Compare fees, durations and
            start dates, download a brochure and ask the institute about a course.
          </>
        }
        size={1}
        space="sm"
      />
      {firstBanner && <PromoBanner {...firstBanner} linkComponent={RouterLink} />}
      {d.learnAndGrow.courses.length > 0 && (
        <Section title={d.learnAndGrow.title} id="slot-learn-and-grow" space="md">
          <Courses courses={d.learnAndGrow.courses} />
        </Section>
      )}
      {d.categories.length > 0 && (
        <Section title="Browse courses by category" id="slot-categories" space="md">
          <Links items={d.categories} unit="course" />
        </Section>
      )}
      {d.featuredInstitutes.institutes.length > 0 && (
        <Section title={d.featuredInstitutes.title} id="slot-featured-institutes" space="md">
          <ul className={styles.institutes}>
            {d.featuredInstitutes.institutes.map((i) => (
              <li key={i.id}>
                <Card as="article" className={styles.institute} aria-labelledby={`institute-${i.id}`}>
                  <Stack space="xs">
                    <Heading level={3} size={4} id={`institute-${i.id}`}>
                      <Link href={i.href} as={RouterLink}>
                        {i.name}
                      </Link>
                    </Heading>
                    <Text size="sm" tone="muted">
                      {[i.city, `${i.courseCount} ${i.courseCount === 1 ? 'course' : 'courses'}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <Text size="sm">{i.about}</Text>
                  </Stack>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {d.trending.courses.length > 0 && (
        <Section title={d.trending.title} id="slot-trending" space="md">
          <Courses courses={d.trending.courses} />
        </Section>
      )}
      {otherBanners.length > 0 && (
        <div className={styles.banners}>
          {otherBanners.map((b) => (
            <PromoBanner key={b.id} {...b} tone="accent" linkComponent={RouterLink} />
          ))}
        </div>
      )}
      {d.topInstitutes.length > 0 && (
        <Section title="Top institutes" id="slot-top-institutes" space="md">
          <Links items={d.topInstitutes} unit="course" />
        </Section>
      )}
    </Stack>
  );
}
