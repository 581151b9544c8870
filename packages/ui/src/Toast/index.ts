export { Toast, type ToastData, type ToastProps, type ToastTone } from './Toast.tsx';
