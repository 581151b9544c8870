/** Placeholder until the competition pages land (decision 0039). */
import { data } from 'react-router';

export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function Placeholder() {
  return null;
}
