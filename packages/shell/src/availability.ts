/**
 * What server rendering does when the API is slow or down (issue 14, decision 0022). The browser's
 * 30 s request timeout (product.md section 4) is not for the server: a page's calls to the API share
 * one budget, after which they fail, and a page whose data could not be had answers 503 with
 * Retry-After and says what happened (public pages first try the last copy the site served).
 */
import { isApiClientError } from '@jobsite/api-client';
import { createContext } from 'react';

/** How long one page's calls to the API may take in all. */
export const API_BUDGET_MS = 2_500;
/** What a 503 asks the browser (and crawlers) to wait before trying again, in seconds. */
export const RETRY_AFTER_S = 30;

/** Whether an error means the API did not answer (no connection, the budget spent, a gateway error). */
export function isApiUnavailable(error: unknown): boolean {
  if (!isApiClientError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 502 || error.status === 503 || error.status === 504);
}

/** A fetch whose requests end when `signal` does (the page's budget), whatever else they wait for. */
export function budgetedFetch(signal: AbortSignal, base: typeof fetch = fetch): typeof fetch {
  return (input, init) =>
    base(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
}

/**
 * The requests whose loaders failed because the API did not answer. React Router hands the entry's
 * `handleError` the real error but renders the page with a sanitized one in production, so the entry
 * marks the request here and reads the mark when it renders the document.
 */
const unavailable = new WeakSet<Request>();
export const markApiUnavailable = (request: Request): void => {
  unavailable.add(request);
};
export const wasApiUnavailable = (request: Request): boolean => unavailable.has(request);

/** Whether the page being rendered is the API-unavailable page (server render only). */
export const ApiUnavailableContext = createContext(false);
