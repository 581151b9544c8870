import { Check, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './Timeline.css.ts';

export type TimelineStatus = 'done' | 'current' | 'upcoming' | 'locked';

export interface TimelineItem {
  key: string;
  title: string;
  description?: ReactNode;
  /** A formatted date or range. */
  date?: string;
  /** The machine-readable start of `date` (an ISO date-time), for a `<time>` element. */
  dateTime?: string;
  status: TimelineStatus;
  /** What the badge says instead of the status's own word (e.g. "Closed", "Results published"). */
  statusLabel?: string;
  /** Competition rounds 1 and 2 eliminate; round 3 does not. */
  elimination?: boolean;
  /** e.g. a "Start quiz" button for the current round. */
  action?: ReactNode;
}

const statusText: Record<TimelineStatus, string> = {
  done: 'Completed',
  current: 'Open now',
  upcoming: 'Upcoming',
  locked: 'Locked',
};

/**
 * A vertical timeline (competition: registration, round 1, round 2, round 3). Each step's title is a
 * heading of `headingLevel` (default 3: under the page's section heading).
 */
export function Timeline({
  items,
  label,
  headingLevel = 3,
}: {
  items: TimelineItem[];
  label: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item, i) => (
        <li
          key={item.key}
          className={styles.item}
          aria-current={item.status === 'current' ? 'step' : undefined}
        >
          <span
            className={cx(
              styles.marker,
              item.status === 'done' && styles.markerDone,
              item.status === 'current' && styles.markerCurrent,
            )}
            aria-hidden="true"
          >
            {item.status === 'done' ? (
              <Check size={16} />
            ) : item.status === 'locked' ? (
              <Lock size={14} />
            ) : (
              i + 1
            )}
          </span>
          <div className={styles.body}>
            <div className={styles.top}>
              <Heading level={headingLevel} size={4}>
                {item.title}
              </Heading>
              <Badge
                tone={item.status === 'current' ? 'brand' : item.status === 'done' ? 'positive' : 'neutral'}
              >
                {item.statusLabel ?? statusText[item.status]}
              </Badge>
              {item.elimination !== undefined && (
                <Badge tone={item.elimination ? 'caution' : 'info'}>
                  {item.elimination ? 'Elimination' : 'Non-elimination'}
                </Badge>
              )}
            </div>
            {item.date &&
              (item.dateTime ? (
                <time className={styles.date} dateTime={item.dateTime}>
                  {item.date}
                </time>
              ) : (
                <span className={styles.date}>{item.date}</span>
              ))}
            {item.description && (
              <Text size="sm" tone="muted">
                {item.description}
              </Text>
            )}
            {item.action}
          </div>
        </li>
      ))}
    </ol>
  );
}
