/**
 * The strict reading of an answer schema (decision 0078): the same schema with every object strict, so
 * a field the schema does not name is an issue instead of passing unseen (a `looseObject`) or being
 * dropped (an `object`). The API checks its answers with it outside production, where an unknown field
 * means the server and the contract drifted apart; the client and production keep the tolerant schema,
 * so a server that adds a field never breaks a page that is already out.
 */
import * as v from 'valibot';
import { ANSWERS, type CallName } from './registry.ts';

type Schema = v.GenericSchema;
type Entries = Record<string, Schema>;
type Action = v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>;

/** The parts of valibot's schema tree this walk reads: what each kind of schema holds. */
interface Node {
  readonly kind: 'schema';
  readonly type: string;
  readonly message?: v.ErrorMessage<v.BaseIssue<unknown>> | undefined;
  readonly pipe?: readonly [Schema, ...Action[]] | undefined;
  readonly entries?: Entries;
  readonly rest?: Schema;
  readonly item?: Schema;
  readonly items?: readonly Schema[];
  readonly wrapped?: Schema;
  readonly default?: unknown;
  readonly options?: readonly (Schema | string)[];
  readonly key?: Schema | string;
  readonly value?: Schema;
  readonly getter?: (input: unknown) => Schema;
}

const OBJECTS = new Set(['object', 'loose_object', 'strict_object']);
const WRAPPERS = {
  optional: v.optional,
  exact_optional: v.exactOptional,
  nullable: v.nullable,
  nullish: v.nullish,
  undefinedable: v.undefinedable,
} as unknown as Record<string, (wrapped: Schema, fallback?: unknown) => Schema>;

const node = (schema: Schema): Node => schema as unknown as Node;
const mapEntries = (entries: Entries, map: (schema: Schema) => Schema): Entries =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, map(value)]));

/** A schema's own type and the actions its pipe runs after it (none when it has no pipe). */
function unpiped(schema: Schema): { root: Schema; actions: Action[] } {
  const { pipe } = node(schema);
  if (pipe === undefined) return { root: schema, actions: [] };
  const [root, ...actions] = pipe;
  const inner = unpiped(root);
  return { root: inner.root, actions: [...inner.actions, ...actions] };
}

/**
 * One strict object holding every field of the intersected objects, since each object strict on its own
 * would refuse the others' fields; a field two of them name is the intersection of its two schemas. The
 * checks of their pipes run on the merged object (a pipe that transforms or holds a schema would change
 * what is merged, so it is refused).
 */
function strictIntersection(options: readonly Schema[], message: Node['message']): Schema {
  const parts = options.map(unpiped);
  if (!parts.some(({ root }) => OBJECTS.has(node(root).type)))
    return v.intersect(options as Schema[], message);
  if (
    !parts.every(
      ({ root, actions }) =>
        OBJECTS.has(node(root).type) &&
        actions.every((a) => a.kind === 'validation' || a.kind === 'metadata'),
    )
  )
    throw new Error(
      'strictSchema: an intersection mixes objects with other schemas or transforms; name its fields in one object',
    );
  const entries: Entries = {};
  for (const { root } of parts) {
    for (const [key, value] of Object.entries(node(root).entries ?? {})) {
      const known = entries[key];
      entries[key] = known === undefined ? value : strictIntersection([known, value], undefined);
    }
  }
  const merged: Schema = v.strictObject(entries, message);
  const actions = parts.flatMap((part) => part.actions);
  return actions.length === 0 ? merged : v.pipe(merged, ...(actions as [Action]));
}

const cache = new WeakMap<Schema, Schema>();

/** `schema` with its pipe, if any, around the strict reading of its own type. */
function strictNode(schema: Schema): Schema {
  const n = node(schema);
  if (n.pipe !== undefined) {
    const [root, ...actions] = n.pipe;
    const strictActions = actions.map((action) =>
      action.kind === 'schema' ? strict(action as Schema) : action,
    );
    return v.pipe(strict(root), ...(strictActions as [Action]));
  }
  const { message } = n;
  switch (n.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return v.strictObject(mapEntries(n.entries ?? {}, strict), message);
    case 'object_with_rest':
      return v.objectWithRest(mapEntries(n.entries ?? {}, strict), strict(n.rest as Schema), message);
    case 'array':
      return v.array(strict(n.item as Schema), message);
    case 'tuple':
    case 'loose_tuple':
    case 'strict_tuple':
      return v.strictTuple((n.items ?? []).map(strict), message);
    case 'record':
      return v.record(
        n.key as v.GenericSchema<string, string | number | symbol>,
        strict(n.value as Schema),
        message,
      );
    case 'union':
      return v.union((n.options as Schema[]).map(strict), message);
    case 'variant':
      return v.variant(
        n.key as string,
        (n.options as Schema[]).map(strict) as unknown as Parameters<typeof v.variant>[1],
        message,
      );
    case 'intersect':
      return strictIntersection((n.options as Schema[]).map(strict), message);
    case 'lazy':
      return v.lazy((input) => strict((n.getter as (input: unknown) => Schema)(input)));
    default: {
      const wrap = WRAPPERS[n.type];
      if (wrap === undefined) return schema;
      const wrapped = strict(n.wrapped as Schema);
      return 'default' in n ? wrap(wrapped, n.default) : wrap(wrapped);
    }
  }
}

function strict(schema: Schema): Schema {
  let found = cache.get(schema);
  if (found === undefined) {
    found = strictNode(schema);
    cache.set(schema, found);
  }
  return found;
}

/**
 * The strict reading of a schema: every object of it, however deep (in arrays, optionals, nullables,
 * unions, variants, intersections, records, tuples and pipes), a `strictObject` of the same fields, so
 * an unknown field is an issue at its path. Its output is the schema's; it only refuses more.
 */
export function strictSchema<S extends v.GenericSchema>(schema: S): S {
  return strict(schema) as S;
}

/** The schema the API checks a call's answer against outside production: its registry schema, strict. */
export function strictAnswer<N extends CallName>(call: N): (typeof ANSWERS)[N]['answer'] {
  return strictSchema(ANSWERS[call].answer);
}

/**
 * Where a schema still takes what it does not describe: the paths of its non-strict objects and tuples,
 * its records of `unknown`, and its `unknown`, `any` and `custom` values (`$` is the top, `[]` an array's
 * item, `{}` a record's value, `|n` a union's nth option). Empty for the strict reading of a schema whose
 * every value is described.
 */
export function openParts(schema: v.GenericSchema, at = '$'): string[] {
  const n = node(schema);
  if (n.pipe !== undefined && n.pipe[0] !== schema) return openParts(n.pipe[0], at);
  switch (n.type) {
    case 'unknown':
    case 'any':
    case 'custom':
      return [`${at}: ${n.type}`];
    case 'object':
    case 'loose_object':
    case 'object_with_rest':
    case 'loose_tuple':
    case 'tuple':
      return [`${at}: ${n.type}`];
    case 'strict_object':
      return Object.entries(n.entries ?? {}).flatMap(([key, value]) => openParts(value, `${at}.${key}`));
    case 'strict_tuple':
      return (n.items ?? []).flatMap((item, i) => openParts(item, `${at}[${i}]`));
    case 'array':
      return openParts(n.item as Schema, `${at}[]`);
    case 'record':
      return openParts(n.value as Schema, `${at}{}`);
    case 'union':
    case 'variant':
    case 'intersect':
      return (n.options as Schema[]).flatMap((option, i) => openParts(option, `${at}|${i}`));
    case 'lazy':
      return [`${at}: lazy`];
    default:
      return n.wrapped === undefined ? [] : openParts(n.wrapped, at);
  }
}
