export { default, streamTimeout } from '@jobsite/shell/entry.server';
