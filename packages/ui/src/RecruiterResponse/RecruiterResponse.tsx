import { BadgeCheck } from 'lucide-react';
import { Badge } from '../Badge/Badge.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './RecruiterResponse.css.ts';

/** A recruiter's figures, as the job page has them (from the API's `RecruiterResponsiveness`). */
export interface RecruiterResponseFigures {
  /** How many applications the figures count. */
  applications: number;
  /** The N of "Usually responds within N days", when the figures earn it; else `null`. */
  withinDays: number | null;
  /** Percentages of applicants who heard within 7 and 14 days; `null` while too few applied that long ago. */
  heardWithin7Days: number | null;
  heardWithin14Days: number | null;
  /** Whole days since the recruiter last acted on an application; `null`: never. */
  lastActionDaysAgo: number | null;
}

export interface RecruiterResponseProps {
  /** The recruiter's figures, or `null` when there is not enough history to say. */
  figures: RecruiterResponseFigures | null;
  /** The heading's document level (its look stays small). */
  headingLevel?: 2 | 3;
  id?: string;
}

const days = (n: number) => (n === 1 ? 'a day' : `${n} days`);

const share = (percent: number | null) => (percent === null ? 'Too few applications yet' : `${percent}%`);

function lastAction(daysAgo: number | null) {
  if (daysAgo === null) return 'Not yet';
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  return `${daysAgo} days ago`;
}

/**
 * How the job's recruiter answers applicants, from the recorded history of their applications: a
 * "Usually responds within N days" badge when the figures earn it, the shares who heard within 7 and 14
 * days and when the recruiter last acted; or that the recruiter is new, without enough history.
 */
export function RecruiterResponse({
  figures,
  headingLevel = 2,
  id = 'recruiter-response',
}: RecruiterResponseProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} size={4} id={headingId}>
        How the recruiter responds
      </Heading>
      {figures === null ? (
        <p className={styles.note}>New recruiter: not enough history yet</p>
      ) : (
        <>
          {figures.withinDays !== null && (
            <p>
              <Badge tone="positive" icon={<BadgeCheck size={14} aria-hidden="true" />}>
                Usually responds within {days(figures.withinDays)}
              </Badge>
            </p>
          )}
          <dl className={styles.figures}>
            <div className={styles.row}>
              <dt>Heard back within 7 days</dt>
              <dd className={styles.value}>{share(figures.heardWithin7Days)}</dd>
            </div>
            <div className={styles.row}>
              <dt>Heard back within 14 days</dt>
              <dd className={styles.value}>{share(figures.heardWithin14Days)}</dd>
            </div>
            <div className={styles.row}>
              <dt>Last acted on an application</dt>
              <dd className={styles.value}>{lastAction(figures.lastActionDaysAgo)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            From {figures.applications.toLocaleString('en-IN')} applications on this site.
          </p>
        </>
      )}
    </section>
  );
}
