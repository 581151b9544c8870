import type { ApiClient } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the session's loaders need; the app sets it per request in its root middleware. */
export interface SessionSite {
  vertical: Vertical;
  name: string;
  /** This request's client (from `createSeekerSession`). */
  api: ApiClient;
  signedIn: boolean;
}

export const sessionSite = createContext<SessionSite>();
