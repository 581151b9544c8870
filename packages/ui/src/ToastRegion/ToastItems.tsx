import { Toast, type ToastData } from '../Toast/Toast.tsx';
import * as styles from './ToastRegion.css.ts';

/** At most this many toasts show at once (product.md section 8); older ones wait their turn. */
export const MAX_TOASTS = 4;

/** The toasts inside a `ToastRegionFrame`: the oldest `MAX_TOASTS` of the queue. */
export function ToastItems({ toasts, onDismiss }: { toasts: ToastData[]; onDismiss: (id: string) => void }) {
  return toasts.slice(0, MAX_TOASTS).map((t) => (
    <div key={t.id} className={styles.item}>
      <Toast {...t} onDismiss={onDismiss} />
    </div>
  ));
}
