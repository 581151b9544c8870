/**
 * What the learning pages share on the server: the not-found answer, the head of a page (title,
 * description, canonical, noindex, JSON-LD), and the preview key of unpublished courses.
 */
import { VERTICALS } from '@jobsite/domain';
import { SERVICE_PATHS } from '@jobsite/domain/answers';
import { type PageHead as ShellPageHead, headMeta as shellHeadMeta } from '@jobsite/shell/head';
import { type apiFor, publicCache, type Site } from '@jobsite/shell/site';
import { data, type MetaDescriptor } from 'react-router';

/** The site's not-found page (the root error boundary), with a 404. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** A call that may fail without failing the page: its answer, or `fallback`. */
export async function settle<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call;
  } catch {
    return fallback;
  }
}

/** The head of a learning page, computed by its loader. */
export interface PageHead extends Omit<ShellPageHead, 'noindex' | 'prev' | 'next'> {
  /** Keep the page out of search engines (preview pages). */
  noindex?: boolean | undefined;
}

/** The meta descriptors of a learning page (the shell's `headMeta`); a preview is plainly `noindex`. */
export const headMeta = (head: PageHead | undefined, fallbackTitle = 'Course not found'): MetaDescriptor[] =>
  shellHeadMeta(head && { ...head, noindex: head.noindex ? 'noindex' : undefined }, fallbackTitle);

/** Headers of a public learning page: kept by caches for five minutes (the shell adds `Vary: Cookie`). */
export const PAGE_HEADERS = { 'Cache-Control': publicCache(300) } as const;

/** Headers of a preview page: never indexed, never kept by a cache (the key is a secret of the link). */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const;

/** The preview key of a request (`?key=`), or the message that says why there is none usable. */
export function previewKeyOf(url: URL): { key: string } | { error: string } {
  const key = url.searchParams.get('key')?.trim() ?? '';
  if (key === '') return { error: 'This preview link has no key. Ask the institute for its preview link.' };
  if (key.length > 200) return { error: INVALID_PREVIEW };
  return { key };
}

/** What a preview page says for a key the API does not know. */
export const INVALID_PREVIEW = 'This preview link is not valid. Ask the institute for a new one.';

/** The preview list of an institute's unpublished courses, and one course's preview, for a key. */
export const previewListPath = (key: string): string => `/learning/preview?key=${encodeURIComponent(key)}`;
export const previewCoursePath = (id: number, key: string): string =>
  `/learning/preview/${id}?key=${encodeURIComponent(key)}`;

/** The brochure of a course: a resource route beside its page. */
export const brochurePath = (coursePath: string): string => `${coursePath}/brochure.pdf`;

/**
 * The courses service's base on the API for this site (`{apiOrigin}{apiBasePath}/v2/`), for the one
 * call whose answer streams through as it is (the brochure's PDF, with the API's headers).
 */
export function coursesBase(site: Pick<Site, 'apiOrigin' | 'apiBasePath' | 'vertical'>): string {
  const origin = site.apiOrigin.replace(/\/+$/, '');
  const basePath = (site.apiBasePath ?? VERTICALS[site.vertical].basePath)
    .replace(/^\/*/, '/')
    .replace(/\/+$/, '');
  return `${origin}${basePath}/${SERVICE_PATHS.coursesV2}`;
}

/** `refinv` and `reforg` of the page's address (attribution of a view or an enquiry), when present. */
export function refsOf(url: URL): { refinv?: string; reforg?: string } {
  const refs: { refinv?: string; reforg?: string } = {};
  for (const name of ['refinv', 'reforg'] as const) {
    const value = url.searchParams.get(name)?.trim();
    if (value) refs[name] = value.slice(0, 100);
  }
  return refs;
}

/** The courses calls of a request's API client. */
export type CoursesApi = ReturnType<typeof apiFor>['courses'];
