import { type ApiClient, isApiClientError } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the signed-in feed needs; the app sets it per request in its root middleware. */
export interface FeedSite {
  vertical: Vertical;
  name: string;
  api: ApiClient;
  signedIn: boolean;
  flags: { applyFloatingButton: boolean };
}

export const feedSite = createContext<FeedSite>();

export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}
