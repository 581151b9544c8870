/**
 * `@jobsite/api-client`: the one way the brand apps and feature packages talk to the services.
 *
 * ```ts
 * const api = createApiClient({ vertical: 'management', cookies, onSessionEvent, pageUrl: request.url });
 * const feed = await api.job.jobfeed({ page: 0 });
 * ```
 */
import {
  authCalls,
  competitionCalls,
  coursesCalls,
  interviewsCalls,
  jobCalls,
  mediaCalls,
  otpCalls,
  recommendationsCalls,
  settingsCalls,
  staticCalls,
  subscriptionCalls,
  userCalls,
} from './calls/index.ts';
import { type ApiClientOptions, bindCalls, createApiClient as createCore } from './core/client.ts';

/**
 * A client for one vertical and one request (server rendering) or one tab (browser). Never keep one in a
 * module-level variable on the server: it holds the request's cookies and token.
 */
export function createApiClient(options: ApiClientOptions) {
  const core = createCore(options);
  return Object.assign(core, {
    job: bindCalls(core, jobCalls),
    auth: bindCalls(core, authCalls),
    user: bindCalls(core, userCalls),
    settings: bindCalls(core, settingsCalls),
    interviews: bindCalls(core, interviewsCalls),
    recommendations: bindCalls(core, recommendationsCalls),
    competition: bindCalls(core, competitionCalls),
    media: bindCalls(core, mediaCalls),
    subscription: bindCalls(core, subscriptionCalls),
    courses: bindCalls(core, coursesCalls),
    otp: bindCalls(core, otpCalls),
    static: bindCalls(core, staticCalls),
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

export * from './calls/index.ts';
export { DEFAULT_API_ORIGIN, type Service, type ServiceBases, serviceBases } from './core/bases.ts';
export type { ApiClientOptions, BoundCalls, CallOptions, SessionEvent } from './core/client.ts';
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
  VERTICAL_CODES,
} from './core/errors.ts';
