/**
 * What server rendering does when the API is slow or down (issue 14, decision 0022). The browser's
 * 30 s request timeout (product.md section 4) is not for the server: a page's calls to the API share
 * one budget, after which they fail, and a page whose data could not be had answers 503 with
 * Retry-After and says what happened (public pages first try the last copy the site served).
 */
import { isApiClientError } from '@jobsite/api-client';
import { REQUEST_TIMEOUT_MS } from '@jobsite/domain';
import { createContext } from 'react';

/** How long one page's calls to the API may take in all. */
export const API_BUDGET_MS = 2_500;

/**
 * How long a request that changes something (an action: register, apply, save) waits for the API: the
 * spec's request timeout (product.md section 4), as the app's own call would. Giving up on a write after
 * the page budget would tell the person it failed while the API may still carry it out (an account
 * made behind a "try again" that then says the email is taken); a write is worth the wait a read is not.
 */
const WRITE_BUDGET_MS = REQUEST_TIMEOUT_MS;

/** The budget of one incoming request: the page budget for reads, the request timeout for writes. */
export const apiBudgetFor = (method: string): number =>
  method === 'GET' || method === 'HEAD' ? API_BUDGET_MS : WRITE_BUDGET_MS;

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
