import type { CourseSummary } from '@jobsite/domain/answers';
import { CalendarDays, CircleCheck, Clock, IndianRupee, MonitorSmartphone } from 'lucide-react';
import { createElement, type ReactNode, useId } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { visuallyHidden } from '../utils/a11y.css.ts';
import { cx } from '../utils/cx.ts';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './CourseCard.css.ts';
import { COURSE_MODE_LABELS, courseDuration, courseFee, courseStart } from './format.ts';

export interface CourseCardProps {
  course: CourseSummary;
  /** Heading level of the course name (3 in a slot under an h2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * A control or mark at the foot of the card (a checkbox to pick it for an enquiry, a link). The card
   * marks a course the seeker enquired about ("Enquired", from `course.enquired`) by itself.
   */
  action?: ReactNode;
  linkComponent?: LinkComponent;
}

/**
 * A course in a list: the institute's logo, the category, the name (a link to its page), the institute
 * and its city, then mode, duration, fee and next start, and "Enquired" once the seeker enquired.
 */
export function CourseCard({ course, headingLevel = 3, action, linkComponent }: CourseCardProps) {
  // A course may be listed twice on a page (two slots): its heading's id comes from the card, not the course.
  const titleId = useId();
  const Anchor = linkComponent ?? 'a';
  const where = course.institute.city
    ? `${course.institute.name}, ${course.institute.city}`
    : course.institute.name;
  const facts: { icon: ReactNode; text: string; label: string }[] = [
    { icon: <MonitorSmartphone size={16} />, text: COURSE_MODE_LABELS[course.mode], label: 'Mode' },
    { icon: <Clock size={16} />, text: courseDuration(course.durationMonths), label: 'Duration' },
    { icon: <IndianRupee size={16} />, text: courseFee(course.fee), label: 'Fee' },
    ...(course.nextStart
      ? [{ icon: <CalendarDays size={16} />, text: courseStart(course.nextStart), label: 'Next start' }]
      : []),
  ];
  return (
    <article className={cx(styles.card, course.enquired && styles.enquiredCard)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Avatar
          name={course.institute.name}
          {...(course.institute.logo ? { src: course.institute.logo } : {})}
          shape="square"
          decorative
        />
        <div className={styles.headerText}>
          <p className={styles.category}>{course.category.name}</p>
          {createElement(
            `h${headingLevel}`,
            { className: styles.title, id: titleId },
            <Anchor href={course.path} className={styles.titleLink}>
              {course.name}
            </Anchor>,
          )}
          <p className={styles.institute}>{where}</p>
        </div>
      </div>
      <ul className={styles.facts}>
        {facts.map((f) => (
          <li key={f.label} className={styles.fact}>
            <span className={styles.factIcon} aria-hidden="true">
              {f.icon}
            </span>
            <span className={visuallyHidden}>{f.label}: </span>
            {f.text}
          </li>
        ))}
      </ul>
      {(course.enquired || action) && (
        <div className={styles.footer}>
          {course.enquired && (
            <p className={styles.enquired}>
              <CircleCheck size={16} aria-hidden="true" />
              Enquired
            </p>
          )}
          {action}
        </div>
      )}
    </article>
  );
}
