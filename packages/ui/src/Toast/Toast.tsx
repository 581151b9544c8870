import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { ToastVariants } from './Toast.css.ts';
import * as styles from './Toast.css.ts';

export type ToastTone = NonNullable<ToastVariants['tone']>;

export interface ToastData {
  id: string;
  tone?: ToastTone;
  message: string;
  /** An action such as "Undo" (unfollow and follow-up support undo). */
  action?: { label: string; onAction: () => void };
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. Default 6000. */
  duration?: number;
}

export interface ToastProps extends ToastData {
  onDismiss: (id: string) => void;
}

const icons = { positive: CircleCheck, critical: CircleAlert, caution: TriangleAlert, info: Info };

/** One notification message with an optional action and a close button. */
export function Toast({ id, tone = 'info', message, action, duration = 6000, onDismiss }: ToastProps) {
  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);
  const Icon = icons[tone];
  return (
    <div className={styles.toast({ tone })} role={tone === 'critical' ? 'alert' : 'status'}>
      <Icon size={20} className={styles.icon({ tone })} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      {action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            action.onAction();
            onDismiss(id);
          }}
        >
          {action.label}
        </button>
      )}
      <IconButton
        label="Dismiss"
        size="sm"
        icon={<X size={16} aria-hidden="true" />}
        onClick={() => onDismiss(id)}
      />
    </div>
  );
}
