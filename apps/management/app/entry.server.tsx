// The server entry is shared by both brands: see @jobsite/feature-site/entry.server.
export { default, streamTimeout } from '@jobsite/feature-site/entry.server';
