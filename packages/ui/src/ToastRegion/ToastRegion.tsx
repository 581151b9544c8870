import { Toast, type ToastData } from '../Toast/Toast.tsx';
import * as styles from './ToastRegion.css.ts';

/** At most this many toasts show at once (product.md section 8); older ones wait their turn. */
export const MAX_TOASTS = 4;

export interface ToastRegionProps {
  /** The queue, oldest first. */
  toasts: ToastData[];
  onDismiss: (id: string) => void;
  label?: string;
}

/** Where toasts appear: the oldest `MAX_TOASTS` of the queue show; the rest wait. */
export function ToastRegion({ toasts, onDismiss, label = 'Notifications' }: ToastRegionProps) {
  const visible = toasts.slice(0, MAX_TOASTS);
  return (
    <section aria-label={label} className={styles.region}>
      {visible.map((t) => (
        <div key={t.id} className={styles.item}>
          <Toast {...t} onDismiss={onDismiss} />
        </div>
      ))}
    </section>
  );
}
