/**
 * `createApiClient`: one client per vertical and per request (never a module singleton, so server
 * rendering never mixes two people's cookies), one ky instance per service, and the session behaviour
 * shared by every call (product.md sections 4, 7 and 8).
 */
import {
  isAcceptableRefreshedToken,
  pageKindFromPath,
  REQUEST_TIMEOUT_MS,
  refParamsFromUrl,
  TOKEN_REFRESH,
  type Vertical,
} from '@jobsite/domain';
import ky, { type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { SERVICES, type Service, type ServiceBases, serviceBases } from './bases.ts';
import { type Clock, systemClock } from './clock.ts';
import { type CookieBridge, CookieJar } from './cookies.ts';
import type { CallContext, CallDef, RequestParts, WireRecord } from './define-call.ts';
import { ApiClientError, ERROR_TEXTS, errorFromBody, NO_ANSWER_CODE, slowText } from './errors.ts';
import type { SharedAnswers } from './shared-answers.ts';

/** What the client tells the app about the session. */
export type SessionEvent =
  /** A 401 outside the auth paths: the app goes home. */
  | { type: 'unauthenticated' }
  /** A forced logout (a second 406, a failed refresh, or 418): local user data is already cleared. */
  | { type: 'loggedOut'; reload: string; reason: 'expired' | 'refreshFailed' | 'revoked' }
  /** `auth/refresh` answered a new access token (the bearer of later calls). */
  | { type: 'tokenRefreshed'; token: string };

export interface ApiClientOptions {
  vertical: Vertical;
  /** Origin of the API; default `http://localhost:4000`. Service bases derive from it. */
  apiOrigin?: string | undefined;
  /**
   * The vertical's base path on the API (the API's `BASE_PATH_<VERTICAL>`, e.g. `/management`); default
   * the vertical's own (`defaultApiBasePath`). Service bases derive from it.
   */
  apiBasePath?: string | undefined;
  /** Any service base to override (see `bases.ts` for the defaults). */
  bases?: Partial<ServiceBases> | undefined;
  /** A fetch to use instead of the global one (instrumentation, a framework's fetch). */
  fetch?: ((input: Request | URL | string, init?: RequestInit) => Promise<Response>) | undefined;
  /** Server rendering: the incoming request's cookies and where the API's Set-Cookie headers go. */
  cookies?: CookieBridge | undefined;
  /**
   * Server rendering: headers every call carries on the visitor's behalf (the brand site's signed
   * claim of the visitor's address). A call's own headers come after them.
   */
  headers?: Record<string, string> | undefined;
  onSessionEvent?: ((event: SessionEvent) => void) | undefined;
  /** Clears what the app keeps of the user (stores, local storage) before a forced logout. */
  clearLocalUserData?: (() => void | Promise<void>) | undefined;
  /** The page address: `ref`, `referenceText`, `pref`, `refPool` come from it, and the reload target. */
  pageUrl?: string | URL | (() => string | URL | undefined) | undefined;
  /** The access token the app already holds (the bearer); updated by login and refresh. */
  token?: string | undefined;
  /** Validate answers against their schemas; default on unless NODE_ENV is `production`. */
  validateResponses?: boolean | undefined;
  /** Delay between refresh tries; default `TOKEN_REFRESH.delayMs` (3000 ms). */
  refreshDelayMs?: number | undefined;
  /** Per-request timeout; default `REQUEST_TIMEOUT_MS` (30 s). */
  timeoutMs?: number | undefined;
  /** The client's time (the wait between refresh tries, cookie expiry); default the system's. */
  clock?: Clock | undefined;
  /**
   * Where a server process keeps the answers that are the same for everyone (calls defined `shared`),
   * one store for all its clients; without it every call is sent.
   */
  sharedAnswers?: SharedAnswers | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Extra headers (the catalogue allows them on `verify/{type}`). */
  headers?: Record<string, string> | undefined;
}

/** Page paths where a 401 is expected (product.md section 2, "Auth paths"). */
const AUTH_PAGES = /^\/(login|register|forgot|resetpassword|logout|consent)(\/|$)/;

const defaultValidate = () => {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.NODE_ENV !== 'production';
};

function isOffline(): boolean {
  const g = globalThis as { window?: unknown; navigator?: { onLine?: boolean } };
  return g.window !== undefined && g.navigator?.onLine === false;
}

function toSearchParams(record: WireRecord | undefined, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(record ?? {})) {
    if (value === undefined || value === null) continue;
    into.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return into;
}

function toForm(record: WireRecord): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, String(value));
  }
  return form;
}

/** Wire values as the server reads them: strings (arrays comma-joined), empty ones dropped. */
function asStrings(record: WireRecord | undefined): Record<string, string> {
  return Object.fromEntries(toSearchParams(record));
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

type RefreshOutcome = 'ok' | 'revoked' | 'failed';

interface Answer {
  status: number;
  data: unknown;
  response: Response;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const { vertical } = options;
  const bases = serviceBases(vertical, {
    apiOrigin: options.apiOrigin,
    apiBasePath: options.apiBasePath,
    overrides: options.bases,
  });
  const validate = options.validateResponses ?? defaultValidate();
  const refreshDelayMs = options.refreshDelayMs ?? TOKEN_REFRESH.delayMs;
  const clock = options.clock ?? systemClock;
  const jar = options.cookies ? new CookieJar(options.cookies, clock) : undefined;

  const state = {
    token: options.token,
    /** Successful refreshes so far; a call sent before the latest one just retries. */
    generation: 0,
    refreshing: undefined as Promise<RefreshOutcome> | undefined,
    loggingOut: undefined as Promise<void> | undefined,
    refreshRequests: 0,
  };

  const instances = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      ky.create({
        prefix: bases[service],
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        credentials: 'include',
        retry: 0,
        throwHttpErrors: false,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        hooks: {
          beforeRequest: [
            ({ request }) => {
              const cookie = jar?.header();
              if (cookie !== undefined) request.headers.set('cookie', cookie);
            },
          ],
          afterResponse: [
            ({ response }) => {
              jar?.receive(response.headers.getSetCookie());
            },
          ],
        },
      }),
    ]),
  ) as Record<Service, KyInstance>;

  function pageUrl(): URL | undefined {
    const raw =
      typeof options.pageUrl === 'function'
        ? options.pageUrl()
        : (options.pageUrl ?? (globalThis as { location?: { href?: string } }).location?.href);
    if (raw === undefined) return undefined;
    try {
      return new URL(raw, 'http://page.invalid');
    } catch {
      return undefined;
    }
  }

  /** The page to reload after a forced logout: the same page for category, tag and job pages, else home. */
  function reloadTarget(): string {
    const url = pageUrl();
    if (!url) return '/';
    const kind = pageKindFromPath(url.pathname);
    const same = kind === 'category' || kind === 'keyword' || url.pathname.startsWith('/j/');
    return same ? `${url.pathname}${url.search}` : '/';
  }

  const emit = (event: SessionEvent) => options.onSessionEvent?.(event);

  async function send(
    service: Service,
    method: string,
    parts: RequestParts,
    extra: {
      version?: 2 | undefined;
      bearer?: boolean;
      noCache?: boolean | undefined;
      call?: CallOptions | undefined;
    },
    responseType: 'json' | 'text' | 'blob' = 'json',
  ): Promise<Answer> {
    if (isOffline())
      throw new ApiClientError(ERROR_TEXTS.offline, NO_ANSWER_CODE.offline, { kind: 'offline' });
    const url = pageUrl();
    const searchParams = toSearchParams(
      parts.query,
      toSearchParams(url ? (refParamsFromUrl(url) as WireRecord) : {}),
    );
    const headers = new Headers({ ...options.headers, ...extra.call?.headers });
    if (extra.version) headers.set('version', String(extra.version));
    // A bearer call made while server rendering holds the access token only as the request's cookie:
    // that cookie is the same credential, so it becomes the bearer.
    const bearer = extra.bearer ? (state.token ?? cookieToken()) : undefined;
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    let body: BodyInit | undefined;
    if (parts.multipart) body = parts.multipart;
    else if (parts.json !== undefined) {
      body = JSON.stringify(parts.json);
      headers.set('content-type', 'application/json');
    } else if (parts.form) {
      body = toForm(parts.form);
    }
    let response: Response;
    try {
      response = await instances[service](parts.path.replace(/^\/+/, ''), {
        method,
        searchParams,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(extra.noCache ? { cache: 'no-store' as const } : {}),
        ...(extra.call?.signal ? { signal: extra.call.signal } : {}),
      });
    } catch (error) {
      if (extra.call?.signal?.aborted) throw error;
      const kind = error instanceof TimeoutError ? 'timeout' : 'network';
      throw new ApiClientError(slowText(vertical), NO_ANSWER_CODE[kind], { kind, cause: error });
    }
    let data: unknown;
    if (response.ok && responseType === 'blob') data = await response.blob();
    else {
      const text = await response.text();
      if (responseType === 'text' && response.ok) data = text;
      else if (text !== '') {
        try {
          data = JSON.parse(text);
        } catch {
          data = text;
        }
      }
    }
    return { status: response.status, data, response };
  }

  /**
   * One `auth/refresh` round: up to `TOKEN_REFRESH.retries` tries, `refreshDelayMs` apart. Resolves to
   * `ok`, `revoked` (the API answered 418: the session was ended elsewhere) or `failed`.
   */
  async function refreshToken(): Promise<RefreshOutcome> {
    for (let attempt = 0; attempt < TOKEN_REFRESH.retries; attempt += 1) {
      if (attempt > 0) await clock.sleep(refreshDelayMs);
      state.refreshRequests += 1;
      let answer: Answer;
      try {
        answer = await send('auth', 'get', { path: 'auth/refresh' }, {});
      } catch {
        continue; // no answer: try again
      }
      const token = (answer.data as { token?: unknown } | undefined)?.token;
      if (answer.status === 200 && isAcceptableRefreshedToken(token)) {
        state.token = token;
        state.generation += 1;
        emit({ type: 'tokenRefreshed', token });
        return 'ok';
      }
      // No session, expired or revoked session: another try cannot help.
      if (answer.status === 418) return 'revoked';
      if (answer.status === 401 || answer.status === 406) return 'failed';
    }
    return 'failed';
  }

  /** Shares one refresh among every call that got 406 while it runs (one in-flight promise per client). */
  function refresh(sentAtGeneration: number): Promise<RefreshOutcome> {
    if (state.generation > sentAtGeneration) return Promise.resolve('ok');
    state.refreshing ??= refreshToken().finally(() => {
      state.refreshing = undefined;
    });
    return state.refreshing;
  }

  /**
   * Forced logout: clear local user data, ask the API to drop the session cookies (best effort, so the
   * reloaded page does not come back with them), then tell the app which page to reload. Once per client.
   */
  function forceLogout(reason: 'expired' | 'refreshFailed' | 'revoked'): Promise<void> {
    state.loggingOut ??= (async () => {
      state.token = undefined;
      try {
        await options.clearLocalUserData?.();
      } finally {
        await send('user', 'post', { path: 'user/logout', form: {} }, {}).catch(() => undefined);
        emit({ type: 'loggedOut', reload: reloadTarget(), reason });
      }
    })();
    return state.loggingOut;
  }

  function sessionError(answer: Answer | undefined, fallback: string): ApiClientError {
    const { message, code } = errorFromBody(answer?.status ?? 401, answer?.data, {
      message: fallback,
      code: answer?.status ?? 401,
    });
    return new ApiClientError(message, code, { kind: 'session', status: answer?.status, data: answer?.data });
  }

  /** The vertical's access-token cookie the jar holds, if any. */
  function cookieToken(): string | undefined {
    const found = new RegExp(`(?:^|;\\s*)${vertical}_token=([^;]+)`).exec(jar?.header() ?? '');
    return found?.[1] ? decodeURIComponent(found[1]) : undefined;
  }

  function context(): CallContext {
    const cookie = jar?.header() ?? '';
    const authorised =
      state.token !== undefined || new RegExp(`(^|;\\s*)${vertical}_token=[^;]`).test(cookie);
    return { token: state.token, authorised };
  }

  /** Runs a call, from the process's shared answers when the call's answer is the same for everyone. */
  function call<I, O>(def: CallDef<I, O>, input: I, callOptions?: CallOptions): Promise<O> {
    const shared = options.sharedAnswers;
    if (def.shared === undefined || !shared) return callNow(def, input, callOptions);
    const parts = def.request(input);
    const key = [vertical, def.name, parts.path, JSON.stringify(parts.query ?? null)].join(' ');
    // A 404 ("no such thing") is the same for everyone too, and is kept as such; other failures are not.
    let asked = false;
    const kept = shared.get<{ value: O } | { error: ApiClientError }>(key, def.shared, () => {
      asked = true;
      return callNow(def, input, callOptions).then(
        (value) => ({ value }),
        (error: unknown) => {
          if (error instanceof ApiClientError && error.kind === 'http' && error.status === 404)
            return { error };
          throw error;
        },
      );
    });
    return kept.then(
      (answer) => {
        if ('error' in answer) throw answer.error;
        return answer.value;
      },
      // Another client's request failed (its session, its page's time budget): this one asks for itself.
      (error: unknown) => (asked ? Promise.reject(error) : callNow(def, input, callOptions)),
    );
  }

  async function callNow<I, O>(def: CallDef<I, O>, input: I, callOptions?: CallOptions): Promise<O> {
    def.before?.(input, context());
    const short = def.shortCircuit?.(input, context());
    if (short) return short.value;
    if (def.bearer === 'required' && !state.token) {
      throw def.noToken?.() ?? new ApiClientError(ERROR_TEXTS.unknown, 401, { kind: 'input' });
    }
    const parts = def.request(input);
    for (const [where, schema, values] of [
      ['query', def.check?.query, asStrings(parts.query)],
      ['body', def.check?.body, parts.json ?? asStrings(parts.form)],
    ] as const) {
      if (!schema) continue;
      const result = v.safeParse(schema, values);
      if (!result.success) {
        throw new ApiClientError(`Invalid ${where} of ${def.name}: ${describeIssues(result.issues)}`, 400, {
          kind: 'input',
        });
      }
    }
    const attempt = () =>
      send(
        def.service,
        def.method,
        parts,
        {
          version: def.version,
          bearer: def.bearer !== undefined,
          noCache: def.noCache,
          call: callOptions,
        },
        def.responseType,
      );

    let generation = state.generation;
    let answer = await attempt();
    if (!def.authPath) {
      if (answer.status === 406) {
        const outcome = await refresh(generation);
        if (outcome !== 'ok') {
          await forceLogout(outcome === 'revoked' ? 'revoked' : 'refreshFailed');
          throw sessionError(answer, 'Your session has expired. Please log in again.');
        }
        generation = state.generation;
        answer = await attempt();
        if (answer.status === 406) {
          await forceLogout('expired');
          throw sessionError(answer, 'Your session has expired. Please log in again.');
        }
      }
      if (answer.status === 418) {
        await forceLogout('revoked');
        throw sessionError(answer, 'Your session has ended. Please log in again.');
      }
      if (answer.status === 401) {
        const page = pageUrl();
        if (!page || !AUTH_PAGES.test(page.pathname)) emit({ type: 'unauthenticated' });
      }
    }
    if (answer.status < 200 || answer.status > 299) {
      const fallback = def.defaultError ?? { message: ERROR_TEXTS.unknown, code: 500 };
      const read =
        (answer.status === 502 ? undefined : def.readError?.(answer.status, answer.data)) ??
        errorFromBody(answer.status, answer.data, fallback);
      throw new ApiClientError(read.message, read.code, {
        kind: 'http',
        status: answer.status,
        name: read.name,
        data: answer.data,
      });
    }
    let output: O;
    if (validate || def.responseType === 'blob' || def.responseType === 'text') {
      const result = v.safeParse(def.output, answer.data);
      if (!result.success) {
        throw new ApiClientError(
          `The answer of ${def.name} does not match its contract: ${describeIssues(result.issues)}`,
          500,
          { kind: 'contract', status: answer.status, data: answer.data },
        );
      }
      output = result.output;
    } else {
      output = answer.data as O;
    }
    if (def.clearsToken) state.token = undefined;
    const token = def.tokenFrom?.(output);
    if (typeof token === 'string' && token !== '') state.token = token;
    return def.after ? def.after(output, input) : output;
  }

  return {
    vertical,
    bases,
    /** Runs any call definition: `client.call(jobfeed, { page: 1 })`. */
    call,
    /** The access token the client holds (from `token`, login or refresh). */
    get token(): string | undefined {
      return state.token;
    },
    set token(token: string | undefined) {
      state.token = token;
    },
    /** How many `auth/refresh` requests this client has sent (diagnostics and tests). */
    get refreshRequests(): number {
      return state.refreshRequests;
    },
  };
}

/** Binds a group of call definitions to a client: `bindCalls(client, { jobfeed })` → `{ jobfeed(input) }`. */
export type BoundCalls<T> = {
  [K in keyof T]: T[K] extends CallDef<infer I, infer O>
    ? [I] extends [undefined]
      ? (input?: undefined, options?: CallOptions) => Promise<O>
      : Partial<I> extends I
        ? (input?: I, options?: CallOptions) => Promise<O>
        : (input: I, options?: CallOptions) => Promise<O>
    : never;
};

export function bindCalls<T extends Record<string, { readonly name: string }>>(
  client: Pick<ApiClient, 'call'>,
  defs: T,
): BoundCalls<T> {
  return Object.fromEntries(
    Object.entries(defs).map(([key, def]) => [
      key,
      (input: unknown, callOptions?: CallOptions) =>
        client.call(def as CallDef<unknown, unknown>, input ?? {}, callOptions),
    ]),
  ) as BoundCalls<T>;
}
