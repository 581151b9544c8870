export { type ShowToast, ToastContext, type ToastInput, useToast } from './context.ts';
export { MAX_TOASTS, ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
