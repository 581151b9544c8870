import { plural } from '@jobsite/domain';
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../utils/a11y.css.ts';
import type { BadgeVariants } from './Badge.css.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps {
  tone?: BadgeVariants['tone'];
  /** Filled rather than soft. */
  strong?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status label: "New", "Applied", "Work from home", "Pro". */
export function Badge({ tone, strong = false, icon, children }: BadgeProps) {
  return (
    <span className={styles.badge({ tone, strong })}>
      {icon}
      {children}
    </span>
  );
}

export interface RankBadgeProps {
  rank: number;
  /** How many applied, when known: "Rank 3 of 120". */
  of?: number;
}

/** The applicant's rank on a job (job detail insights). */
export function RankBadge({ rank, of }: RankBadgeProps) {
  return (
    <span className={styles.rank}>
      <Trophy size={16} aria-hidden="true" />
      <span>Rank</span>
      <strong className={styles.rankNumber}>{rank}</strong>
      {of !== undefined && <span>of {plural(of, 'applicant')}</span>}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** What is counted, for screen readers: "unread notifications". */
  label: string;
  /** Above this shows "max+". */
  max?: number;
}

/** A small number bubble (notifications, chats). Hidden at zero. */
export function CountBadge({ count, label, max = 99 }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className={visuallyHidden}>
        {count} {label}
      </span>
    </span>
  );
}
