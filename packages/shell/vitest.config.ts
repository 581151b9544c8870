export { default } from './src/vitest.ts';
