/** The toasts on screen, loaded when the tab shows its first one (`SessionShell.tsx`). */
export { ToastItems as ToastList } from '@jobsite/ui/ToastRegion';
