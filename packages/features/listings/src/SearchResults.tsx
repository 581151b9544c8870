import { RouterLink } from '@jobsite/shell/link';
import { Avatar } from '@jobsite/ui/Avatar';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { CourseCard } from '@jobsite/ui/CourseCard';
import { EmptyState } from '@jobsite/ui/EmptyState';
import { Heading } from '@jobsite/ui/Heading';
import { Inline } from '@jobsite/ui/Inline';
import { Link } from '@jobsite/ui/Link';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Pagination } from '@jobsite/ui/Pagination';
import { Select } from '@jobsite/ui/Select';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { Form, useSubmit } from 'react-router';
import { FilterSubmit } from './FilterFields.tsx';
import type { CompanySearchData, CourseSearchData } from './other-searches.ts';
import * as styles from './SearchResults.css.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Course search results: heading, a category filter, twenty course cards a page and page links. */
export function CourseResults({ data }: { data: CourseSearchData }) {
  const submit = useSubmit();
  return (
    <Stack space="xl">
      <PageTitle
        title={data.heading}
        intro={
          <>
            {data.total === 0 ? 'No courses found' : count(data.total, 'course', 'courses')}
            {data.page > 0 ? ` · page ${data.page + 1}` : ''}
          </>
        }
        space="sm"
      />
      {data.categories.length > 0 && (
        <Form
          method="get"
          action={data.formAction}
          className={styles.filters}
          aria-label="Filter courses"
          onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
        >
          <input type="hidden" name="search" value="Courses" />
          <Select
            label="Course category"
            name="cat"
            options={[
              { value: '', label: 'All categories' },
              ...data.categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            defaultValue={data.cat === null ? '' : String(data.cat)}
            key={`cat-${data.cat ?? ''}`}
          />
          <FilterSubmit label="Apply filter" />
        </Form>
      )}
      {data.courses.length === 0 ? (
        <EmptyState
          title="No courses match this search"
          description="Try other words, or browse every course by category."
          action={
            <ButtonLink href={data.learningHref} as={RouterLink} variant="primary">
              Browse all courses
            </ButtonLink>
          }
        />
      ) : (
        <Stack space="md">
          {/* Course cards title themselves with h3; this h2 keeps the outline in order. */}
          <Heading level={2} size={4} id="search-courses">
            Courses
          </Heading>
          <ul className={styles.courses} aria-labelledby="search-courses">
            {data.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} headingLevel={3} linkComponent={RouterLink} />
              </li>
            ))}
          </ul>
          <Text size="sm">
            <Link href={data.learningHref} as={RouterLink}>
              Browse all courses
            </Link>
          </Text>
        </Stack>
      )}
      <Pages data={data} fallback={data.formAction} label="Pages of courses" />
    </Stack>
  );
}

/** The result pages' links, centred under the results; `fallback` when a page has no address. */
function Pages({
  data,
  fallback,
  label,
}: {
  data: { page: number; pageHrefs: string[] };
  fallback: string;
  label: string;
}) {
  return (
    <Inline justify="center">
      <Pagination
        page={data.page + 1}
        totalPages={data.pageHrefs.length}
        hrefFor={(p) => data.pageHrefs[p - 1] ?? data.pageHrefs[0] ?? fallback}
        linkComponent={RouterLink}
        label={label}
      />
    </Inline>
  );
}

/** Company search results: each company with its open jobs, linking to its page. */
export function CompanyResults({ data }: { data: CompanySearchData }) {
  return (
    <Stack space="xl">
      <PageTitle title={data.heading} space="sm">
        {data.page > 0 && <Text tone="muted">Page {data.page + 1}</Text>}
      </PageTitle>
      {data.companies.length === 0 ? (
        <EmptyState title="No companies match this search" description="Try fewer or other words." />
      ) : (
        <Stack space="md">
          <Heading level={2} size={4} id="search-companies">
            Companies
          </Heading>
          <ul className={styles.companies} aria-labelledby="search-companies">
            {data.companies.map((c) => (
              <li key={c.id}>
                <Card as="article" padding="md">
                  <div className={styles.company}>
                    {/* Beside the company's name: decorative. Its initials when it has no logo. */}
                    <Avatar name={c.name} shape="square" decorative {...(c.logo ? { src: c.logo } : {})} />
                    <Stack space="xs">
                      <Heading level={3} size={4}>
                        <Link href={c.href} as={RouterLink}>
                          {c.name}
                        </Link>
                      </Heading>
                      <Text size="sm" tone="muted">
                        {c.jobs === 0 ? 'No open jobs right now' : count(c.jobs, 'open job', 'open jobs')}
                      </Text>
                    </Stack>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Stack>
      )}
      <Pages data={data} fallback={'/'} label="Pages of companies" />
    </Stack>
  );
}
