import { type ApiClient, isApiClientError } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the account pages need; the app sets it per request in its root middleware. */
export interface AccountSite {
  vertical: Vertical;
  name: string;
  /** This request's client: its cookies (login, logout) reach the page's response. */
  api: ApiClient;
  signedIn: boolean;
}

export const accountSite = createContext<AccountSite>();

/** The text to show for a failed call: the spec's texts come from the client's error. */
export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}

/** A same-site path to return to after signing in; anything else becomes `fallback`. */
export function safeNext(next: unknown, fallback = '/jobfeed'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
