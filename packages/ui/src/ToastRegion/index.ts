export { MAX_TOASTS, ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
