import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import * as v from 'valibot';
import { HttpError } from './errors.ts';

type Where = 'query' | 'path' | 'body';

const labelOf = (where: Where) =>
  where === 'path' ? 'path parameter' : where === 'body' ? 'body field' : 'query parameter';

function describe(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], where: Where): string {
  const issue = issues[0];
  const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const label = labelOf(where);
  if (!key) return `Invalid ${where}: ${issue.message}`;
  const message = issue.kind === 'schema' && issue.received === 'undefined' ? 'is required' : issue.message;
  return `Invalid ${label} '${key}': ${message}`;
}

/**
 * The deepest nesting of arrays and objects a body may have (docs/decisions 0019). No call's schema
 * goes past 4; 32 leaves room and keeps every walk over a body short.
 */
export const MAX_JSON_DEPTH = 32;

type Finding = { nul: string[] } | { tooDeep: true } | null;

/**
 * The path of the first string holding a NUL character, which PostgreSQL cannot store in text, or a
 * nesting deeper than MAX_JSON_DEPTH. Walks with its own stack, so no input can overflow the call stack.
 */
function inspect(value: unknown): Finding {
  const stack: [item: unknown, path: string[]][] = [[value, []]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [item, path] = top;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { nul: path };
      continue;
    }
    if (item === null || typeof item !== 'object' || item instanceof Blob) continue;
    if (path.length >= MAX_JSON_DEPTH) return { tooDeep: true };
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      stack.push([child, [...path, key]]);
    }
  }
  return null;
}

/** Validates `input` against a valibot schema; a failure is a 400 that names the field. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown, where: Where): v.InferOutput<S> {
  const found = inspect(input);
  if (found && 'tooDeep' in found) {
    throw new HttpError(400, `Invalid ${where}: nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  if (found) {
    throw new HttpError(
      400,
      found.nul.length > 0
        ? `Invalid ${labelOf(where)} '${found.nul.join('.')}': must not contain NUL characters`
        : `Invalid ${where}: must not contain NUL characters`,
    );
  }
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, describe(result.issues, where));
  return result.output;
}

/** The query string as a flat object; a repeated key keeps its last value. */
function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

export const parseQuery = <S extends v.GenericSchema>(c: Context, schema: S) =>
  parse(schema, queryOf(c), 'query');
export const parseParams = <S extends v.GenericSchema>(c: Context, schema: S) =>
  parse(schema, c.req.param(), 'path');

/** What a JSON value is, in a refusal's words. */
function jsonKindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return `${value}`;
  return typeof value;
}

/**
 * The request's body as its fields: JSON, form fields, or URL-encoded text, whatever the route does
 * with them. Every call's body is an object, so JSON of another type (`null`, an array, a string, a
 * number, `true`) is a 400 that says what came, before any route reads a field of it; a JSON body
 * without a byte is no fields. Anything unreadable is a 400.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  try {
    if (type.includes('json')) {
      const text = await c.req.text();
      body = text.trim() === '' ? {} : JSON.parse(text);
    } else if (type.includes('form')) body = await c.req.parseBody();
    else body = Object.fromEntries(new URLSearchParams(await c.req.text()));
  } catch {
    throw new HttpError(400, 'Invalid body: could not be read');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, `Invalid body: must be a JSON object, not ${jsonKindOf(body)}`);
  return body as Record<string, unknown>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Put before a route that answers every failure in a shape of its own (the course enquiry's
 * `{ status, error_msg }`, calls.md 8): the app-wide check leaves its body to it, and its `parseBody`
 * refuses a wrong-typed one in that shape.
 */
export const ownBodyAnswers: MiddlewareHandler = (_c, next) => next();

/**
 * App-wide, after the body limit: a JSON body that is not an object is refused (`readBody`) before any
 * route runs, so the calls that read no body, or read it their own way, answer it as those that parse
 * it do. Routes `skip` names (uploads, whose own larger limit runs after this) and routes marked
 * `ownBodyAnswers` read their bodies themselves. The text read stays with the request for the route.
 */
export const refuseWrongJsonBodies =
  (skip: (c: Context) => boolean): MiddlewareHandler =>
  async (c, next) => {
    if (
      WRITES.has(c.req.method) &&
      (c.req.header('content-type') ?? '').includes('json') &&
      !skip(c) &&
      !matchedRoutes(c).some((route) => route.handler === ownBodyAnswers)
    )
      await readBody(c);
    await next();
  };

/** The body checked against the call's schema (`readBody`, then `parse`). */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parse(schema, await readBody(c), 'body');
}
