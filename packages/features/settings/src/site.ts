import { type ApiClient, isApiClientError } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the settings pages need; the app sets it per request in its root middleware. */
export interface SettingsSite {
  vertical: Vertical;
  name: string;
  /** This request's client: its cookies (logout after deactivation) reach the page's response. */
  api: ApiClient;
  signedIn: boolean;
}

export const settingsSite = createContext<SettingsSite>();

/** The text to show for a failed call: the spec's texts come from the client's error. */
export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}

/** A form field as text (a missing field or a file reads as empty). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
