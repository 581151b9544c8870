import type { ToastData } from '../Toast/Toast.tsx';
import { MAX_TOASTS, ToastItems } from './ToastItems.tsx';
import { ToastRegionFrame } from './ToastRegionFrame.tsx';

export { MAX_TOASTS };

export interface ToastRegionProps {
  /** The queue, oldest first. */
  toasts: ToastData[];
  onDismiss: (id: string) => void;
  label?: string;
}

/** Where toasts appear: the oldest `MAX_TOASTS` of the queue show; the rest wait. */
export function ToastRegion({ toasts, onDismiss, label = 'Notifications' }: ToastRegionProps) {
  return (
    <ToastRegionFrame label={label}>
      <ToastItems toasts={toasts} onDismiss={onDismiss} />
    </ToastRegionFrame>
  );
}
