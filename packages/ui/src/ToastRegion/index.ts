export { type ShowToast, ToastContext, type ToastInput, useToast } from './context.ts';
export { ToastItems } from './ToastItems.tsx';
export { MAX_TOASTS, ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export { ToastRegionFrame } from './ToastRegionFrame.tsx';
