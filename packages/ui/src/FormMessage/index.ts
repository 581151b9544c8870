export { FormMessage, type FormMessageProps } from './FormMessage.tsx';
