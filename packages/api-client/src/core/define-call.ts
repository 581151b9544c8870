/**
 * A call of the catalogue as data: its service, method, how its input becomes a request, the schemas its
 * request and answer are checked against, and its own error cases. `createApiClient` runs it.
 */
import type * as v from 'valibot';
import type { Service } from './bases.ts';
import type { ApiClientError } from './errors.ts';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A query or form value; arrays are comma-joined in a query and repeated in a form. */
export type WireValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type WireRecord = Record<string, WireValue>;

/** What a call's input becomes on the wire. */
export interface RequestParts {
  /** Relative to the service base (`job/jobfeed`). */
  path: string;
  query?: WireRecord | undefined;
  /** A form-encoded body (the catalogue's default). `{}` is an empty form. */
  form?: WireRecord | undefined;
  json?: unknown;
  multipart?: FormData | undefined;
}

/** A query value the caller may give as a number: `{ page: 2 }` for the wire's `page=2`. */
export type QueryOf<S extends v.GenericSchema> = {
  [K in keyof v.InferInput<S>]: v.InferInput<S>[K] extends string
    ? v.InferInput<S>[K] | number
    : v.InferInput<S>[K] extends string | undefined
      ? v.InferInput<S>[K] | number
      : v.InferInput<S>[K];
};

interface ErrorText {
  message: string;
  code: number;
}

export interface CallContext {
  /** The access token the client holds (from login or refresh), if any. */
  token: string | undefined;
  /** Whether the call can be authorised: a token, or (server rendering) a `{vertical}_token` cookie. */
  authorised: boolean;
}

export interface CallDef<I, O> {
  /** `METHOD path` as in the catalogue, used in error messages and the README table. */
  readonly name: string;
  readonly service: Service;
  readonly method: HttpMethod;
  readonly request: (input: I) => RequestParts;
  /** Schemas the wire values are checked against before sending (same schemas as the server's). */
  readonly check?: { query?: v.GenericSchema; body?: v.GenericSchema } | undefined;
  /** The answer's schema; its output is what the call returns. */
  readonly output: v.GenericSchema<unknown, O>;
  /** `version: 2` header (the catalogue's "version header 2"). */
  readonly version?: 2 | undefined;
  /** Bearer: `required` fails before sending without a token; `optional` sends it when there is one. */
  readonly bearer?: 'required' | 'optional' | undefined;
  /** An auth call: 401 is an answer to show, not a reason to leave the page; 406 is not refreshed. */
  readonly authPath?: boolean | undefined;
  /** Ask caches not to answer (`no-cache` in the catalogue). */
  readonly noCache?: boolean | undefined;
  /** `json` (default), `text` or `blob` (downloads). */
  readonly responseType?: 'json' | 'text' | 'blob' | undefined;
  /** Error text when the answer carries none (default `Unknown error`, 500). */
  readonly defaultError?: ErrorText | undefined;
  /** Refusal before any request (e.g. `Please select a course`); throw an `ApiClientError`. */
  readonly before?: ((input: I, context: CallContext) => void) | undefined;
  /** A check or shaping after the answer was validated (e.g. register without a seekerId). */
  readonly after?: ((output: O, input: I) => O) | undefined;
  /** The call's own reading of an error answer; `undefined` falls back to calls.md section 8. */
  readonly readError?:
    | ((status: number, data: unknown) => (ErrorText & { name?: string }) | undefined)
    | undefined;
  /** An answer without any request (e.g. magic rank without auth returns nothing). */
  readonly shortCircuit?: ((input: I, context: CallContext) => { value: O } | undefined) | undefined;
  /** The access token an answer carries (login): the client keeps it as the bearer. */
  readonly tokenFrom?: ((output: O) => string | null | undefined) | undefined;
  /** The call ends the session (logout): the client forgets its token. */
  readonly clearsToken?: boolean | undefined;
  /** Error thrown when the bearer is required and missing (default: a 401 'Unknown error'). */
  readonly noToken?: (() => ApiClientError) | undefined;
}

/** Identity with inference: `I` comes from `request`'s parameter, `O` from `output`. */
export function defineCall<I = undefined, O = unknown>(def: CallDef<I, O>): CallDef<I, O> {
  return def;
}

export type InputOf<D> = D extends CallDef<infer I, infer _O> ? I : never;
export type OutputOf<D> = D extends CallDef<infer _I, infer O> ? O : never;
