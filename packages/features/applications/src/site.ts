import { type ApiClient, isApiClientError } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the applied and saved jobs pages need; the app sets it per request in its root middleware. */
export interface ApplicationsSite {
  vertical: Vertical;
  name: string;
  api: ApiClient;
  signedIn: boolean;
  flags: { applyFloatingButton: boolean };
}

export const applicationsSite = createContext<ApplicationsSite>();

export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}

/** Signed-out people log in first and come back here. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname.replace(/\.data$/, '');
  return `/login?next=${encodeURIComponent(path + url.search)}`;
}
