import { type ApiClient, isApiClientError } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the notifications page needs; the app sets it per request in its root middleware. */
export interface NotificationsSite {
  vertical: Vertical;
  name: string;
  api: ApiClient;
  signedIn: boolean;
}

export const notificationsSite = createContext<NotificationsSite>();

export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}
