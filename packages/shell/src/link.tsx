import type { LinkComponent } from '@jobsite/ui/Link';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

const onConnectionChange = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

/**
 * The router's link in the shape the UI kit's components take (`href` rather than `to`). It fetches the
 * next page's code and data when a person points at it, but not while the browser is offline: the
 * router reloads the page when that code cannot load, which would put the browser's offline page in
 * place of this one (`SessionShell.tsx` keeps the page and says why).
 */
export const RouterLink: LinkComponent = ({ href, ...props }) => {
  const online = useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
  return <Link to={href} prefetch={online ? 'intent' : 'none'} {...props} />;
};
