import { searchPath } from '@jobsite/domain';
import type { CourseDetail, CourseSummary } from '@jobsite/domain/answers';
import { RouterLink } from '@jobsite/shell/link';
import { Badge } from '@jobsite/ui/Badge';
import { ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import {
  COURSE_MODE_LABELS,
  CourseCard,
  courseDate,
  courseDuration,
  courseFee,
} from '@jobsite/ui/CourseCard';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Section } from '@jobsite/ui/Section';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ReactNode } from 'react';
import * as styles from './CourseView.css.ts';
import { courseCategoryHref } from './jsonld.ts';

export interface CourseViewProps {
  course: CourseDetail;
  /** The brochure's download address, when there is one to offer. */
  brochureHref?: string | null | undefined;
  /** A notice above the course (a preview says it is not published). */
  notice?: ReactNode;
  /** The side column: how to enquire. */
  aside?: ReactNode;
  /** Calls to action beside the brochure (a jump to the enquiry, which comes late on small screens). */
  actions?: ReactNode;
  /** Courses like this one, shown under it. */
  similar?: CourseSummary[] | undefined;
}

/** "3 instalments of ₹84,000". */
const instalmentText = (i: NonNullable<CourseDetail['instalments']>) =>
  `${i.count} instalments of ${courseFee(i.amount)}`;

/**
 * A course's page, the same for a published course and an institute's preview of an unpublished one:
 * the course and its institute, mode, duration, fee and instalments, start dates, eligibility, syllabus,
 * outcomes, the brochure, and what the page puts beside it (enquiry) and under it (similar courses).
 */
export function CourseView({ course, brochureHref, notice, aside, actions, similar = [] }: CourseViewProps) {
  const institute = course.institute;
  const instituteHref = searchPath({ keyword: institute.slug, search: 'Courses' });
  const categoryHref = courseCategoryHref(course.category);
  return (
    <div className={styles.layout}>
      <article className={styles.main} aria-labelledby="course-title">
        <Stack space="xl">
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              <li>
                <Link href="/learning" as={RouterLink}>
                  Learning
                </Link>
              </li>
              <li>
                <Link href={categoryHref} as={RouterLink}>
                  {course.category.name}
                </Link>
              </li>
            </ol>
          </nav>
          {notice}
          <Stack space="sm">
            <p className={styles.eyebrow}>{course.category.name}</p>
            <Heading level={1} size={2} id="course-title">
              {course.name}
            </Heading>
            <Text weight="strong">
              <Link href={instituteHref} as={RouterLink}>
                {institute.name}
              </Link>
              {institute.city ? `, ${institute.city}` : ''}
            </Text>
            {course.enquired && (
              <div>
                <Badge tone="positive">Enquired</Badge>
              </div>
            )}
            {course.summary && <Text>{course.summary}</Text>}
          </Stack>
          <dl className={styles.facts}>
            <div>
              <dt>Mode</dt>
              <dd>{COURSE_MODE_LABELS[course.mode]}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{courseDuration(course.durationMonths)}</dd>
            </div>
            <div>
              <dt>Fee</dt>
              <dd>{courseFee(course.fee)}</dd>
            </div>
            {course.instalments && (
              <div>
                <dt>Pay in instalments</dt>
                <dd>{instalmentText(course.instalments)}</dd>
              </div>
            )}
            <div>
              <dt>Next start</dt>
              <dd>{course.nextStart ? courseDate(course.nextStart) : 'To be announced'}</dd>
            </div>
          </dl>
          {(actions || brochureHref) && (
            <div className={styles.actions}>
              {actions}
              {/* A file, not a page: a plain link the browser downloads. */}
              {brochureHref && (
                <ButtonLink href={brochureHref} variant="secondary">
                  Download brochure (PDF)
                </ButtonLink>
              )}
            </div>
          )}
          {course.description && (
            <Section title="About the course" id="about-heading">
              <p className={styles.prose}>{course.description}</p>
            </Section>
          )}
          {course.startDates.length > 0 && (
            <Section title="Start dates" id="dates-heading">
              <ul className={styles.dates}>
                {course.startDates.map((d) => (
                  <li key={d}>
                    <Badge tone="brand">
                      <time dateTime={d}>{courseDate(d)}</time>
                    </Badge>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {course.eligibility && (
            <Section title="Eligibility" id="eligibility-heading">
              <p className={styles.prose}>{course.eligibility}</p>
            </Section>
          )}
          {course.syllabus.length > 0 && (
            <Section title="Syllabus" id="syllabus-heading">
              <ol className={styles.modules}>
                {course.syllabus.map((m, i) => (
                  <li key={m.title} className={styles.module}>
                    <p className={styles.moduleNumber}>Module {i + 1}</p>
                    <Heading level={3} size={4}>
                      {m.title}
                    </Heading>
                    {m.topics.length > 0 && (
                      <ul className={styles.bullets}>
                        {m.topics.map((t) => (
                          <li key={t}>{t}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {course.outcomes.length > 0 && (
            <Section title="What you will be able to do" id="outcomes-heading">
              <ul className={styles.bullets}>
                {course.outcomes.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </Section>
          )}
        </Stack>
      </article>
      <div className={styles.side}>
        {aside}
        <Card as="section" aria-labelledby="institute-heading">
          <Stack space="sm">
            <Heading level={2} size={4} id="institute-heading">
              About {institute.name}
            </Heading>
            {institute.city && <Text tone="muted">{institute.city}</Text>}
            {institute.about && <Text size="sm">{institute.about}</Text>}
            {institute.website && (
              <Text size="sm">
                <Link href={institute.website} rel="noopener noreferrer external">
                  Visit the institute’s website
                </Link>
              </Text>
            )}
            <Text size="sm">
              <Link href={instituteHref} as={RouterLink}>
                All courses of {institute.name}
              </Link>
            </Text>
          </Stack>
        </Card>
      </div>
      {similar.length > 0 && (
        <Section title="Similar courses" id="similar-heading" space="md" className={styles.wide}>
          <ul className={styles.cards}>
            {similar.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} linkComponent={RouterLink} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
