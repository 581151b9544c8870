import type { Context } from 'hono';
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

/** Body as JSON or form fields; anything unreadable is a 400. */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  try {
    if (type.includes('application/json')) body = await c.req.json();
    else if (type.includes('form')) body = await c.req.parseBody();
    else body = Object.fromEntries(new URLSearchParams(await c.req.text()));
  } catch {
    throw new HttpError(400, 'Invalid body: could not be read');
  }
  return parse(schema, body, 'body');
}
