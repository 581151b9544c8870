import { data } from 'react-router';

/** Any address no route claims: a real 404, rendered by the root's error boundary (the not-found page). */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFoundRoute() {
  return null;
}
