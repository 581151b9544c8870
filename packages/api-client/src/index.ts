/**
 * `@jobsite/api-client`: the one way the brand apps and feature packages talk to the services.
 *
 * ```ts
 * const api = createApiClient({ vertical: brand.vertical, cookies, onSessionEvent, pageUrl: request.url });
 * const feed = await api.job.jobfeed({ page: 0 });
 * ```
 */
import { CALLS } from './calls/index.ts';
import {
  type ApiClientOptions,
  type BoundCalls,
  bindCalls,
  createApiClient as createCore,
} from './core/client.ts';

/**
 * A client for one vertical and one request (server rendering) or one tab (browser). Never keep one in a
 * module-level variable on the server: it holds the request's cookies and token.
 */
export function createApiClient(options: ApiClientOptions) {
  const core = createCore(options);
  const sections = Object.fromEntries(
    Object.entries(CALLS).map(([section, calls]) => [section, bindCalls(core, calls)]),
  ) as { [S in keyof typeof CALLS]: BoundCalls<(typeof CALLS)[S]> };
  return Object.assign(core, sections);
}

export type ApiClient = ReturnType<typeof createApiClient>;

export * from './calls/index.ts';
export {
  DEFAULT_API_ORIGIN,
  defaultApiBasePath,
  type Service,
  type ServiceBaseOptions,
  type ServiceBases,
  serviceBases,
} from './core/bases.ts';
export type { ApiClientOptions, BoundCalls, CallOptions, SessionEvent } from './core/client.ts';
export type { Clock } from './core/clock.ts';
export type { CookieBridge } from './core/cookies.ts';
export type {
  CallDef,
  InputOf,
  OutputOf,
  QueryOf,
  RequestParts,
  WireRecord,
  WireValue,
} from './core/define-call.ts';
export { defineCall } from './core/define-call.ts';
export {
  ApiClientError,
  type ApiClientErrorKind,
  ERROR_TEXTS,
  isApiClientError,
} from './core/errors.ts';
export { createSharedAnswers, type SharedAnswers } from './core/shared-answers.ts';
