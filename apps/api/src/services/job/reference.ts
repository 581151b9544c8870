/**
 * Reference data of a vertical (categories, tags, cities, companies, recruiters, ...): a few thousand
 * rows that read calls join against in memory instead of in SQL. Reloaded after a short TTL; the
 * process keeps nothing else between requests.
 */
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { ttlCache } from '../ttl-cache.ts';
import { referenceRows } from './queries/reference.ts';
import { type SearchLanguage, searchLanguage } from './search-language.ts';

export interface TagRow {
  id: number;
  name: string;
  alias: string;
  searchString: string;
  slug: string;
  categoryId: number;
  menuId: number | null;
  isMain: boolean;
}
interface CityRow {
  id: number;
  name: string;
  slug: string;
  /** The state or union territory the city is in. */
  state: string;
  region: string;
  isSeo: boolean;
  aliases: string[];
}
export interface Reference {
  categories: Map<number, { id: number; name: string; slug: string; icon: string; sortOrder: number }>;
  menus: Map<number, { id: number; categoryId: number; label: string; slug: string }>;
  tags: Map<number, TagRow>;
  tagBySlug: Map<string, TagRow>;
  cities: Map<number, CityRow>;
  companies: Map<number, { id: number; name: string; slug: string; logo: string | null }>;
  companyBySlug: Map<string, number>;
  recruiters: Map<
    number,
    {
      id: number;
      name: string;
      designation: string;
      picUrl: string | null;
      companyId: number | null;
      cityId: number | null;
    }
  >;
  functionalAreas: Map<number, { id: number; name: string; cluster: string }>;
  industries: Map<number, { id: number; name: string }>;
  /** The words keyword searches are read against. */
  language: SearchLanguage;
}

const TTL_MS = 5 * 60_000;

async function load(db: Db, vertical: Vertical): Promise<Reference> {
  const [cats, menus, tags, cities, companies, recruiters, fas, inds] = await referenceRows(db, vertical);
  const tagRows: TagRow[] = tags;
  return {
    categories: new Map(cats.map((c) => [c.id, c])),
    menus: new Map(menus.map((m) => [m.id, m])),
    tags: new Map(tagRows.map((t) => [t.id, t])),
    tagBySlug: new Map(tagRows.map((t) => [t.slug, t])),
    cities: new Map(cities.map((c) => [c.id, c])),
    companies: new Map(companies.map((c) => [c.id, c])),
    companyBySlug: new Map(companies.map((c) => [c.slug, c.id])),
    recruiters: new Map(recruiters.map((r) => [r.id, r])),
    functionalAreas: new Map(fas.map((f) => [f.id, f])),
    industries: new Map(inds.map((i) => [i.id, i])),
    language: searchLanguage(vertical, [
      ...cats.map((c) => c.name),
      ...menus.map((m) => m.label),
      ...tagRows.flatMap((t) => [t.name, t.alias, t.searchString]),
      ...cities.flatMap((c) => [c.name, ...c.aliases]),
      ...companies.map((c) => c.name),
      ...fas.map((f) => f.name),
      ...inds.map((i) => i.name),
    ]),
  };
}

export function referenceCache(db: Db) {
  const cache = ttlCache<Vertical, Reference>(TTL_MS);
  return (vertical: Vertical): Promise<Reference> => cache(vertical, () => load(db, vertical));
}
export type GetReference = ReturnType<typeof referenceCache>;
