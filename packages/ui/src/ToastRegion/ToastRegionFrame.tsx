import type { ReactNode } from 'react';
import * as styles from './ToastRegion.css.ts';

/**
 * The region's landmark without the toasts' own code: a page can render it at once and load the
 * toasts (`ToastItems`) only when the first one shows.
 */
export function ToastRegionFrame({
  label = 'Notifications',
  children,
}: {
  label?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label} className={styles.region}>
      {children}
    </section>
  );
}
