import { type CallName, findCall, strictAnswer } from '@jobsite/domain/answers';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import * as v from 'valibot';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { errorBody } from './errors.ts';

/**
 * Calls whose answers are not checked yet, each with the reason: a known drift of the server from the
 * shared schema, kept here until the server is fixed. Empty when the server keeps to every schema.
 */
const UNCHECKED_ANSWERS: Partial<Record<CallName, string>> = {};

export interface AnswerCheckOptions {
  /** The check runs in development and tests; in production the middleware only passes answers on. */
  nodeEnv: Config['nodeEnv'];
  /** The verticals' base paths, as the app mounts them (`/management`). */
  basePaths: Readonly<Record<string, string>>;
  logger: Logger;
  /** Calls left out of the check, with why (default `UNCHECKED_ANSWERS`). */
  unchecked?: Partial<Record<CallName, string>>;
}

/**
 * Checks every successful JSON answer of a catalogue call against the call's schema in the domain's
 * registry (`ANSWERS` of `@jobsite/domain/answers`, the schemas the API client reads too), read strictly
 * (`strictAnswer`): a field the schema does not name is an issue too (decision 0078). An answer that
 * does not match becomes a 500 naming the call and the first issue's path, and a log line, so a drift
 * between server and client fails the test that made the call. Development and tests only: production
 * neither parses its answers twice nor turns a served answer into an error (decision 0017), and the
 * client reads the tolerant schema, so a field added to an answer never breaks a page that is out.
 */
export function answerCheck({
  nodeEnv,
  basePaths,
  logger,
  unchecked = UNCHECKED_ANSWERS,
}: AnswerCheckOptions): MiddlewareHandler<{ Variables: { requestId: string } }> {
  if (nodeEnv === 'production') return (_c, next) => next();
  const bases = Object.values(basePaths);
  return async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status > 299) return;
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    // After `next`, the route that answered (the handler, not a middleware on the way).
    const route = routePath(c);
    const base = bases.find((b) => route.startsWith(`${b}/`));
    const call = base === undefined ? undefined : findCall(c.req.method, route.slice(base.length));
    if (call === undefined || unchecked[call] !== undefined) return;
    const result = v.safeParse(strictAnswer(call), await c.res.clone().json());
    if (result.success) return;
    const [first] = result.issues;
    const message = `The answer of ${call} does not match its schema at ${v.getDotPath(first) ?? 'the top level'}: ${first.message}`;
    logger.error(
      {
        reqId: c.get('requestId'),
        call,
        path: c.req.path,
        issues: result.issues
          .slice(0, 5)
          .map((issue) => ({ at: v.getDotPath(issue), message: issue.message })),
      },
      'answer does not match its schema',
    );
    c.res = new Response(JSON.stringify(errorBody(500, message)), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
    c.res.headers.delete('content-length');
  };
}
