import * as card from '../JobCard/JobCard.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './JobCardSkeleton.css.ts';

function Bar({ width, className }: { width: string; className?: string }) {
  return <span className={cx(styles.block, styles.line, className)} style={{ width }} />;
}

export interface JobCardSkeletonProps {
  /** Read by screen readers; the visual placeholder is hidden from them. */
  label?: string;
}

/** A placeholder with the exact rows and size of a JobCard, so loading shifts nothing. */
export function JobCardSkeleton({ label = 'Loading job' }: JobCardSkeletonProps) {
  return (
    <div className={card.card} role="status" aria-label={label}>
      <div className={card.logo} aria-hidden="true">
        <span className={cx(styles.block, styles.logo)} />
      </div>
      <div className={card.titleRow} aria-hidden="true">
        <Bar width="85%" />
        <Bar width="50%" />
      </div>
      <div className={card.company} aria-hidden="true">
        <Bar width="40%" />
      </div>
      <div className={cx(card.meta, card.full)} aria-hidden="true">
        <Bar width="30%" />
        <Bar width="20%" />
        <Bar width="25%" />
      </div>
      <div className={cx(card.tags, card.full)} aria-hidden="true">
        <Bar width="60%" />
      </div>
      <div className={cx(card.footer, card.full)} aria-hidden="true">
        <Bar width="25%" />
        <Bar width="20%" />
      </div>
    </div>
  );
}
