import type { LinkComponent } from '@jobsite/ui/Link';
import { Link } from 'react-router';

/** The router's link in the shape the UI kit's components take (`href` rather than `to`). */
export const RouterLink: LinkComponent = ({ href, ...props }) => (
  <Link to={href} prefetch="intent" {...props} />
);
