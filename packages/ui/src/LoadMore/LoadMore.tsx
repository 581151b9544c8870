import { Button } from '../Button/Button.tsx';
import * as styles from './LoadMore.css.ts';

export interface LoadMoreProps {
  shown: number;
  total: number;
  /** The feed's `loadMoreEnabled`: false hides the button. */
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** "Showing 20 of 240 jobs" and a button that appends the next page. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading = false,
  onLoadMore,
  label = 'Load more jobs',
}: LoadMoreProps) {
  return (
    <div className={styles.root}>
      <p className={styles.count} aria-live="polite">
        Showing {shown} of {total} jobs
      </p>
      {hasMore && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
