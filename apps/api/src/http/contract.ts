/**
 * Routes written against the call's contract in the domain's registry (`ANSWERS`, decision 0083): the
 * method and path come from the call's name and service, the input is parsed with the contract's
 * schemas, and the handler's return type is the contract's answer, so a handler that answers a field
 * the client does not expect, or of another type, does not compile. The answer check (`answers.ts`)
 * still reads every answer strictly in development and tests.
 *
 * ```ts
 * route(app, 'POST job/apply', seeker, async (c, { query }) => ({ message: '…', jobId: query.jobcode }));
 * ```
 */
import {
  ANSWERS,
  type AnswerOf,
  type CallInput,
  type CallName,
  type InputSchemasOf,
  SERVICE_PATHS,
} from '@jobsite/domain/answers';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { parse, parseBody } from './validate.ts';

/** One part of a call's input, parsed; `undefined` when its contract names no schema for it. */
type Part<I, K extends keyof CallInput> = I extends { readonly [P in K]: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : undefined;

/** A contract route's input: its path parameters, query and body, each parsed with the call's schema. */
interface ContractInput<N extends CallName> {
  params: Part<InputSchemasOf<N>, 'params'>;
  query: Part<InputSchemasOf<N>, 'query'>;
  body: Part<InputSchemasOf<N>, 'body'>;
}

/** What a contract route answers: a value of the call's answer schema (before the client's transforms). */
type ContractAnswer<N extends CallName> = v.InferInput<AnswerOf<N>>;

export type ContractHandler<N extends CallName, E extends Env> = (
  c: Context<E>,
  input: ContractInput<N>,
) => Promise<ContractAnswer<N>>;

/** The server's path of a call: its service's place below the vertical's base, `{name}` as `:name`. */
export function routePathOf(name: CallName): { method: string; path: string } {
  const space = name.indexOf(' ');
  const prefix = SERVICE_PATHS[ANSWERS[name].service];
  if (prefix === null) throw new Error(`${name} is not served by the API`);
  // A trailing slash in the catalogue's name is dropped: the services' apps are not strict, so the
  // route answers with and without it.
  const path = name
    .slice(space + 1)
    .replace(/\{(\w+)\}/g, ':$1')
    .replace(/\/$/, '');
  return { method: name.slice(0, space), path: `/${prefix}${path}` };
}

/**
 * Serves the call `name` on `app`: the middleware (a session guard, say) in order, then `handler` with
 * the parsed input; its answer is sent as JSON with `status` (200 unless the call answers otherwise).
 */
export function route<N extends CallName, E extends Env>(
  app: Hono<E>,
  name: N,
  ...chain: [...middleware: MiddlewareHandler<E>[], handler: ContractHandler<N, E>]
): void {
  const { method, path } = routePathOf(name);
  const schemas: CallInput = ANSWERS[name].input;
  const handler = chain.at(-1) as ContractHandler<N, E>;
  const middleware = chain.slice(0, -1) as MiddlewareHandler<E>[];
  const serve = async (c: Context<E>) => {
    const input = {
      params: schemas.params && parse(schemas.params, c.req.param(), 'path'),
      query: schemas.query && parse(schemas.query, c.req.query(), 'query'),
      body: schemas.body && (await parseBody(c, schemas.body)),
    } as ContractInput<N>;
    return c.json(await handler(c, input));
  };
  app.on(method, [path], ...middleware, serve);
}
