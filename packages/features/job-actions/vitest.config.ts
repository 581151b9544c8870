export { default } from '@jobsite/shell/vitest';
