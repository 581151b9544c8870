export type { LinkComponent } from '../utils/link.ts';
export { Link, type LinkProps } from './Link.tsx';
