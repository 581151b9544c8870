import { createContext, useContext } from 'react';
import type { ToastData } from '../Toast/Toast.tsx';

/** A toast to show: everything but the id, which the queue gives it. */
export type ToastInput = Omit<ToastData, 'id'>;

/** Shows a toast; returns its id. */
export type ShowToast = (toast: ToastInput) => string;

/**
 * Where a page sends its toasts. The app puts the real queue in (a store per tab, shown by a
 * `ToastRegion`); without a provider toasts go nowhere, so components still render in isolation.
 */
export const ToastContext = createContext<ShowToast>(() => '');

/** The function that shows a toast in the page's toast region. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
