import type { CourseSummary } from '@jobsite/domain/answers';
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import { Text } from '../Text/Text.tsx';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './CourseCard.css.ts';
import { courseFacts } from './format.ts';

export interface CourseCardProps {
  course: CourseSummary;
  /** Heading level of the course name (3 in a slot under an h2). */
  headingLevel?: 2 | 3 | 4;
  /** A mark or control under the facts: "Enquired", a checkbox to pick it for an enquiry. */
  action?: ReactNode;
  linkComponent?: LinkComponent;
}

/** A course in a list: name (its page), institute, mode, duration, fee and next start. */
export function CourseCard({ course, headingLevel = 3, action, linkComponent }: CourseCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`course-${course.id}`}>
      <Heading level={headingLevel} size={4} id={`course-${course.id}`}>
        <Link href={course.path} {...(linkComponent ? { as: linkComponent } : {})}>
          {course.name}
        </Link>
      </Heading>
      <Text size="sm">{course.institute.name}</Text>
      <ul className={styles.facts}>
        {courseFacts(course).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {action}
    </article>
  );
}
