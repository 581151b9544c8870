import type { MetaDescriptor } from 'react-router';

/** The head of a page, computed by its loader: what people, crawlers and link previews read. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical address (none for pages that must not be indexed, such as previews). */
  canonical?: string | undefined;
  siteName: string;
  /** The neighbours of a paginated list. */
  prev?: string | undefined;
  next?: string | undefined;
  /** Keep the page out of the index: `true` is `noindex, follow`; a string is the robots value itself. */
  noindex?: boolean | string | undefined;
  /**
   * Structured data (schema.org), e.g. `Course` on a course page; several (a page's own and its
   * `BreadcrumbList`) each go in a script of their own.
   */
  jsonLd?: JsonLd | readonly JsonLd[] | undefined;
  /**
   * The picture a shared link shows (an absolute address and its alt text); the brand's card at
   * `/share/site.png` of the canonical's origin when absent.
   */
  image?: ShareImage | undefined;
}

/** One schema.org object as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/** A step of a page's breadcrumb trail: a real page's name and absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * schema.org `BreadcrumbList` of a page: the trail from the home page down to the page itself, each step
 * a real page (Google's breadcrumb guidelines: `position`, `name` and `item` on every step).
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The meta descriptors of a page's structured data: one `application/ld+json` script per object. */
export function jsonLdMeta(jsonLd: JsonLd | readonly JsonLd[] | undefined): MetaDescriptor[] {
  if (!jsonLd) return [];
  const list: readonly JsonLd[] = Array.isArray(jsonLd) ? jsonLd : [jsonLd as JsonLd];
  return list.map((ld) => ({ 'script:ld+json': ld }) as MetaDescriptor);
}

// The locale every page's document states (`og:locale`, beside the brand's `twitter:site`).
export { SITE_LOCALE } from './share-tags.ts';

/** A share card: an absolute address and what it shows, in words. */
export interface ShareImage {
  url: string;
  alt: string;
}

/** The brand's own share card (its name and tagline), for pages without one of their own. */
export const SITE_CARD_PATH = '/share/site.png';

/** The brand's own share card on a page's origin, for a page without a card of its own. */
export function siteCard(pageUrl: string, siteName: string): ShareImage {
  return { url: new URL(SITE_CARD_PATH, pageUrl).href, alt: siteName };
}

/**
 * The share tags of a page that has an address and no card of its own: title, description, its
 * address and the brand's card (so a shared link to it previews like every other page's).
 */
export function pageShareMeta(page: {
  title: string;
  description: string;
  siteName: string;
  url: string;
}): MetaDescriptor[] {
  return shareMeta({ ...page, image: siteCard(page.url, page.siteName) });
}

/**
 * Open Graph and Twitter card tags of a page (decision 0048): title, description, address and the
 * share card with its size and alt text, so a link previews with a large picture.
 */
export function shareMeta(page: {
  title: string;
  description: string;
  siteName: string;
  url?: string | undefined;
  image?: ShareImage | undefined;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:site_name', content: page.siteName },
  ];
  if (page.url) tags.push({ property: 'og:url', content: page.url });
  if (page.image) {
    tags.push(
      { property: 'og:image', content: page.image.url },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: page.image.alt },
    );
  }
  tags.push(
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  );
  if (page.image) {
    tags.push(
      { name: 'twitter:image', content: page.image.url },
      { name: 'twitter:image:alt', content: page.image.alt },
    );
  }
  return tags;
}

/**
 * The meta descriptors of a page: title, description, canonical, Open Graph and Twitter card, prev/next,
 * robots and structured data, each only when given. Without a head (the loader found nothing), only
 * `missingTitle`.
 */
export function headMeta(head: PageHead | undefined, missingTitle = 'Page not found'): MetaDescriptor[] {
  if (!head) return [{ title: missingTitle }];
  const image = head.image ?? (head.canonical ? siteCard(head.canonical, head.siteName) : undefined);
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    ...shareMeta({ ...head, url: head.canonical, image }),
  ];
  if (head.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: head.canonical });
  if (head.prev) tags.push({ tagName: 'link', rel: 'prev', href: head.prev });
  if (head.next) tags.push({ tagName: 'link', rel: 'next', href: head.next });
  if (head.noindex)
    tags.push({
      name: 'robots',
      content: typeof head.noindex === 'string' ? head.noindex : 'noindex, follow',
    });
  tags.push(...jsonLdMeta(head.jsonLd));
  return tags;
}
