export { default, handleError, streamTimeout } from '@jobsite/shell/entry.server';
