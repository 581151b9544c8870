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

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text. */
function nulPath(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [...path] : null;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Validates `input` against a valibot schema; a failure is a 400 that names the field. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown, where: Where): v.InferOutput<S> {
  const nul = nulPath(input);
  if (nul) {
    const label = labelOf(where);
    throw new HttpError(
      400,
      nul.length > 0
        ? `Invalid ${label} '${nul.join('.')}': must not contain NUL characters`
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
