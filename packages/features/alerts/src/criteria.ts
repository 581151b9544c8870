/**
 * What the saved-searches page reads and writes of a search's criteria: the criteria of a search address
 * (`/search/{keyword}.html?locIds=&exp=`, a job feed address, or plain `?keyword=&locIds=&exp=`), the
 * address that runs a saved search again, and a short description of it.
 */
import { EXPERIENCE_OPTIONS, parseSearchPath, searchPath } from '@jobsite/domain';
import type { SavedSearch } from '@jobsite/domain/answers';

export interface Draft {
  name: string;
  keyword: string;
  locIds: string;
  exp: string;
  categoryId: string;
}

const EMPTY: Draft = { name: '', keyword: '', locIds: '', exp: '', categoryId: '' };

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,10}$/.test(x))
    .join(',');
const expOf = (value: string | null) => (value && /^[1-9]$/.test(value.trim()) ? value.trim() : '');

/** The words of a search slug: `data-scientist` reads `data scientist`. */
const wordsOf = (slug: string) => slug.replace(/-+/g, ' ').trim();

/** The criteria a page address carries: `?save=<search address>` or the search's own parameters. */
export function draftFromUrl(url: URL): Draft {
  const save = url.searchParams.get('save');
  let params = url.searchParams;
  let keyword = url.searchParams.get('keyword') ?? url.searchParams.get('q') ?? '';
  if (save) {
    let target: URL;
    try {
      target = new URL(save, 'http://site.invalid');
    } catch {
      return EMPTY;
    }
    params = target.searchParams;
    const parsed = parseSearchPath(target.pathname);
    keyword = parsed ? wordsOf(parsed.keyword) : (params.get('keyword') ?? '');
  }
  keyword = keyword.trim().slice(0, 200);
  const draft: Draft = {
    name: (url.searchParams.get('name') ?? '').trim().slice(0, 80),
    keyword,
    locIds: ids(params.get('locIds') ?? params.get('location')),
    exp: expOf(params.get('exp')),
    categoryId: ids(params.get('categoryId')).split(',')[0] ?? '',
  };
  if (draft.name === '' && keyword !== '')
    draft.name = `${keyword.replace(/\b\p{L}/gu, (c) => c.toUpperCase())} jobs`;
  return draft;
}

/** Whether the page was opened to save a search (a "Save this search" link). */
export const hasDraft = (d: Draft) =>
  d.keyword !== '' || d.locIds !== '' || d.exp !== '' || d.categoryId !== '';

/**
 * The address that runs the saved search: the search page with a keyword, else the job feed with its city
 * and experience filters (the feed has no category filter).
 */
export function runHref(s: Pick<SavedSearch, 'keyword' | 'locIds' | 'exp' | 'categoryId'>): string {
  const locIds = s.locIds.length > 0 ? s.locIds.join(',') : undefined;
  const exp = s.exp !== null ? String(s.exp) : undefined;
  if (s.keyword !== '') return searchPath({ keyword: s.keyword, locIds, exp });
  const query = [...(locIds ? [`locIds=${locIds}`] : []), ...(exp ? [`exp=${exp}`] : [])];
  return query.length > 0 ? `/jobfeed?${query.join('&')}` : '/jobfeed';
}

/** "“data analyst” · Pune, Mumbai · 2-3 years": what the search looks for, in words. */
export function describeCriteria(
  s: Pick<SavedSearch, 'keyword' | 'locIds' | 'exp' | 'categoryId'>,
  cityNames: ReadonlyMap<number, string>,
): string {
  const parts: string[] = [];
  if (s.keyword) parts.push(`“${s.keyword}”`);
  if (s.locIds.length > 0) {
    const names = s.locIds.map((id) => cityNames.get(id));
    parts.push(
      names.every(Boolean)
        ? names.join(', ')
        : `${s.locIds.length} ${s.locIds.length === 1 ? 'city' : 'cities'}`,
    );
  }
  if (s.exp !== null) {
    const label = EXPERIENCE_OPTIONS.find((o) => o.filterId === s.exp)?.label;
    if (label) parts.push(`experience ${label}`);
  }
  if (s.categoryId !== null) parts.push('one category');
  return parts.length > 0 ? parts.join(' · ') : 'Any job';
}
