/**
 * The verticals of the job site: one data module per vertical, listed here once. Everything else
 * (types, flag defaults, the API's bases and seed) is derived from this list.
 */
import * as v from 'valibot';
import type { VerticalEntry } from './entry.ts';
import { vertical as management } from './management.ts';
import { vertical as technology } from './technology.ts';

type ById<T extends readonly VerticalEntry[]> = { readonly [E in T[number] as E['id']]: E };

/** The entries keyed by id; two entries with one id (a copied module left unchanged) are an error. */
function byId<const T extends readonly VerticalEntry[]>(entries: T): ById<T> {
  const keyed = Object.fromEntries(entries.map((entry) => [entry.id, entry]));
  if (Object.keys(keyed).length < entries.length) throw new Error('Two verticals have the same id');
  return keyed as ById<T>;
}

/** Every vertical's public entry, keyed by id, in menu order. */
export const VERTICALS = /* @__PURE__ */ byId([management, technology]);

export type Vertical = keyof typeof VERTICALS;

export const VERTICAL_IDS = Object.keys(VERTICALS) as readonly Vertical[];

/** A vertical id from outside (a command-line option, a path segment). */
export const VerticalId = v.picklist(VERTICAL_IDS, `must be one of ${VERTICAL_IDS.join(', ')}`);

/** Feature flags of each vertical when the flag file says nothing (product.md section 3). */
export const DEFAULT_FEATURE_FLAGS = Object.fromEntries(
  VERTICAL_IDS.map((id) => [id, VERTICALS[id].flags]),
) as { readonly [K in Vertical]: (typeof VERTICALS)[K]['flags'] };

/**
 * What a category's jobs are called before "jobs" ("Consulting", "Other technology"), for a category
 * of the vertical as the API lists it (by its slug).
 */
export function categoryListName(vertical: Vertical, category: { name: string; slug: string }): string {
  const entry: VerticalEntry['categories'][number] | undefined = VERTICALS[vertical].categories.find(
    (c) => c.slug === category.slug,
  );
  return entry?.listName ?? category.name;
}

export type { VerticalEntry } from './entry.ts';
