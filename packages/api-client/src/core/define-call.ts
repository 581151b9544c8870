/**
 * A call of the catalogue as data: its service, method, how its input becomes a request, the schemas its
 * request and answer are checked against, and its own error cases. `createApiClient` runs it.
 *
 * `defineCall('GET job/jobfeed', { ... })` names the call as the catalogue does; its method, service and
 * answer schema come from the domain's registry (`ANSWERS` of `@jobsite/domain/answers`), the same
 * schema the API checks its answers against, so client and server read one contract (decision 0017).
 */
import {
  ANSWERS,
  type AnswerOf,
  type CallInput,
  type CallName,
  type InputSchemasOf,
  inputFields,
  type Service,
} from '@jobsite/domain/answers';
import type * as v from 'valibot';
import type { ApiClientError } from './errors.ts';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A query or form value; arrays are comma-joined in a query and repeated in a form. */
export type WireValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type WireRecord = Record<string, WireValue>;

/** What a call's input becomes on the wire. */
export interface RequestParts {
  /** Relative to the service base (`job/jobfeed`). */
  path: string;
  /** Values of the path's `{name}` parameters (the runner URL-encodes them). */
  params?: Record<string, string | number> | undefined;
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
  /**
   * The answer is the same for everyone (reference data) and may be shared for this many ms by the
   * clients of one server process (`sharedAnswers` in the client's options; see `shared-answers.ts`).
   */
  readonly shared?: number | undefined;
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

/** What a call module says about its call beyond its name: everything of `CallDef` but what the name gives. */
export interface CallSpec<N extends CallName, I, O>
  extends Omit<
    CallDef<I, O>,
    'name' | 'service' | 'method' | 'request' | 'output' | 'after' | 'shortCircuit' | 'tokenFrom'
  > {
  /**
   * How the input becomes the request. `path` defaults to the name's path, its `{name}` parameters
   * filled from `params`; without `request` the call sends nothing but its path.
   */
  readonly request?: ((input: I) => Partial<RequestParts>) | undefined;
  /**
   * What the client makes of the registry's answer schema, when it answers something the server never
   * sends (magic rank without a session is `null`, calls.md section 5). Default: the registry's schema.
   */
  readonly output?: ((answer: AnswerOf<N>) => v.GenericSchema<unknown, O>) | undefined;
  readonly after?: ((output: NoInfer<O>, input: I) => NoInfer<O>) | undefined;
  readonly shortCircuit?: ((input: I, context: CallContext) => { value: NoInfer<O> } | undefined) | undefined;
  readonly tokenFrom?: ((output: NoInfer<O>) => string | null | undefined) | undefined;
}

/** The path of a call name with its `{name}` parameters filled, each URL-encoded. */
function fillPath(name: string, template: string, params: RequestParts['params']): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: no value for the path parameter {${key}}`);
    return encodeURIComponent(String(value));
  });
}

/** One part of a call's input as the caller gives it: the wire values of its schema, numbers for text. */
type PartInput<I, K extends keyof CallInput> = I extends {
  readonly [P in K]: infer S extends v.GenericSchema;
}
  ? QueryOf<S>
  : unknown;

/**
 * The input of a call whose request is built from its contract: the fields of its path parameters,
 * query and body together (`undefined` when its contract names no input).
 */
export type ContractInputOf<N extends CallName> = keyof InputSchemasOf<N> extends never
  ? undefined
  : PartInput<InputSchemasOf<N>, 'params'> &
      PartInput<InputSchemasOf<N>, 'query'> &
      PartInput<InputSchemasOf<N>, 'body'>;

/**
 * The request of a call built from its contract (decision 0083): each field of the input goes where
 * the contract's schema names it (path parameter, query, or a form body), and the query and body are
 * checked against the same schemas the API parses them with.
 */
function fromContract(input: CallInput): Pick<CallDef<unknown, unknown>, 'check'> & {
  request: (input: unknown) => Partial<RequestParts>;
} {
  const fields = (schema: v.GenericSchema | undefined) => (schema ? inputFields(schema) : undefined);
  const params = fields(input.params);
  const query = fields(input.query);
  const form = fields(input.body);
  return {
    request: sends({
      ...(params && { params }),
      ...(query && { query }),
      ...(form && { form }),
    }) as (input: unknown) => Partial<RequestParts>,
    check: { ...(input.query && { query: input.query }), ...(input.body && { body: input.body }) },
  };
}

/**
 * A call of the catalogue by its name (`METHOD path`): method, service and answer schema from the
 * domain's registry; `I` comes from `request`'s parameter, `O` from the registry (or `output`). Without
 * `request`, a call whose contract names its input schemas sends its input as they say
 * (`ContractInputOf`); one whose contract names none sends nothing but its path.
 */
export function defineCall<N extends CallName, I = ContractInputOf<N>, O = v.InferOutput<AnswerOf<N>>>(
  name: N,
  spec: CallSpec<N, I, O> = {},
): CallDef<I, O> {
  const entry = ANSWERS[name];
  const space = name.indexOf(' ');
  const method = name.slice(0, space).toLowerCase() as HttpMethod;
  const template = name.slice(space + 1);
  const { request: given, output, ...rest } = spec;
  const contract: CallInput = entry.input;
  const derived =
    given === undefined && Object.keys(contract).length > 0 ? fromContract(contract) : undefined;
  const request = given ?? derived?.request;
  return {
    ...(derived && { check: derived.check }),
    ...rest,
    name,
    method,
    service: entry.service,
    output: output ? output(entry.answer as AnswerOf<N>) : (entry.answer as v.GenericSchema<unknown, O>),
    request: (input: I) => {
      const parts = request?.(input) ?? {};
      return { ...parts, path: parts.path ?? fillPath(name, template, parts.params) };
    },
  };
}

/** A field the caller may leave out is named with a `?` after it (`'page?'`). */
type NeededField<F extends string> = F extends `${string}?` ? never : F;
type OptionalField<F extends string> = F extends `${infer Name}?` ? Name : never;

/** The input of a call that sends its fields as they are: wire values, the ones named with `?` optional. */
export type FieldsInput<F extends string> = { [K in NeededField<F>]: string | number } & {
  [K in OptionalField<F>]?: string | number | undefined;
};

/**
 * How the input of a call becomes its request when each field goes on the wire as it is, under its own
 * name: `sends({ params: ['userId'], query: ['page?'] })` fills the path's `{userId}` and sends `page` in
 * the query. A name ending in `?` is a field the caller may leave out; `defaults` gives what goes on the
 * wire in its place (`sends({ query: ['page?'] }, { page: '1' })`). The call's input type follows from
 * the names (`FieldsInput`).
 */
export function sends<
  const P extends string = never,
  const Q extends string = never,
  const F extends string = never,
>(
  fields: { params?: readonly P[]; query?: readonly Q[]; form?: readonly F[] },
  defaults: { readonly [K in OptionalField<P | Q | F>]?: string | number } = {},
): (input: FieldsInput<P | Q | F>) => Partial<RequestParts> {
  const fallback: Record<string, string | number | undefined> = defaults;
  return (input) => {
    const values = input as Record<string, string | number | undefined>;
    const wireValue = (key: string) => (key in fallback ? (values[key] ?? fallback[key]) : values[key]);
    const pick = (names: readonly string[]) =>
      Object.fromEntries(names.map((name) => name.replace(/\?$/, '')).map((key) => [key, wireValue(key)]));
    return {
      ...(fields.params && { params: pick(fields.params) as Record<string, string | number> }),
      ...(fields.query && { query: pick(fields.query) }),
      ...(fields.form && { form: pick(fields.form) }),
    };
  };
}

/** A multipart body with one file in the field `file` (the upload calls). */
export function multipartFile(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

/** The call definitions among a module's exports, by export name: a catalogue section's calls. */
export type CallsIn<M> = {
  [K in keyof M as M[K] extends { readonly request: unknown; readonly service: Service } ? K : never]: M[K];
};

const isCallDef = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'request' in value && 'service' in value;

export function callsOf<M extends object>(module: M): CallsIn<M> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => isCallDef(value))) as CallsIn<M>;
}

export type InputOf<D> = D extends CallDef<infer I, infer _O> ? I : never;
export type OutputOf<D> = D extends CallDef<infer _I, infer O> ? O : never;
