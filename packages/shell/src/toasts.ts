/**
 * The toast queue of one tab (product.md section 8): a zustand store created per tab in the browser and
 * per request on the server, never at module level. `MAX_TOASTS` show at once (the region shows the
 * oldest ones); a repeated message is not queued twice while it is still waiting.
 */
import { MAX_TOASTS } from '@jobsite/domain';
import type { ToastData } from '@jobsite/ui/Toast';
import type { ToastInput } from '@jobsite/ui/ToastRegion';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ToastState {
  toasts: ToastData[];
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

export type ToastStore = StoreApi<ToastState>;

/** How many toasts the queue keeps waiting beyond the ones on screen; older extra ones are dropped. */
const QUEUE_LIMIT = MAX_TOASTS * 2;

export function createToastStore(initial: ToastData[] = []): ToastStore {
  let next = 0;
  return createStore<ToastState>()((set, get) => ({
    toasts: initial,
    show: (toast) => {
      const same = get().toasts.find(
        (t) => t.message === toast.message && t.tone === toast.tone && !t.action,
      );
      if (same && !toast.action) return same.id;
      next += 1;
      const id = `toast-${next}`;
      set((s) => {
        const toasts = [...s.toasts, { ...toast, id }];
        // Never drop what is on screen; drop the oldest waiting ones beyond the limit.
        const overflow = toasts.length - QUEUE_LIMIT;
        return {
          toasts:
            overflow > 0 ? [...toasts.slice(0, MAX_TOASTS), ...toasts.slice(MAX_TOASTS + overflow)] : toasts,
        };
      });
      return id;
    },
    dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
    clear: () => set({ toasts: [] }),
  }));
}

/** The toasts on screen: the oldest `MAX_TOASTS` of the queue. */
export const visibleToasts = (state: Pick<ToastState, 'toasts'>) => state.toasts.slice(0, MAX_TOASTS);
