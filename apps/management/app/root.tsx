export { default, ErrorBoundary, Layout } from '@jobsite/shell/root';
export { loader, middleware } from '@jobsite/shell/root.server';
