import { type ApiClient, isApiClientError } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the registration pages need; the app sets it per request in its root middleware. */
export interface RegistrationSite {
  vertical: Vertical;
  name: string;
  api: ApiClient;
  signedIn: boolean;
}

export const registrationSite = createContext<RegistrationSite>();

export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}
