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
  /** Structured data (schema.org), e.g. `Course` on a course page. */
  jsonLd?: Record<string, unknown> | undefined;
}

/**
 * The meta descriptors of a page: title, description, canonical, Open Graph and card, prev/next,
 * robots and structured data, each only when given. Without a head (the loader found nothing), only
 * `missingTitle`.
 */
export function headMeta(head: PageHead | undefined, missingTitle = 'Page not found'): MetaDescriptor[] {
  if (!head) return [{ title: missingTitle }];
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:site_name', content: head.siteName },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (head.canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: head.canonical });
    tags.push({ property: 'og:url', content: head.canonical });
  }
  if (head.prev) tags.push({ tagName: 'link', rel: 'prev', href: head.prev });
  if (head.next) tags.push({ tagName: 'link', rel: 'next', href: head.next });
  if (head.noindex)
    tags.push({
      name: 'robots',
      content: typeof head.noindex === 'string' ? head.noindex : 'noindex, follow',
    });
  if (head.jsonLd) tags.push({ 'script:ld+json': head.jsonLd });
  return tags;
}
