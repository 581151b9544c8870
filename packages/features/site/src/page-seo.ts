import type { MetaDescriptor } from 'react-router';

/** The head of one of the site's own pages, computed by its loader. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical address. */
  canonical: string;
  siteName: string;
  /** Keep the page out of the index (a filtered list), links still followed. */
  noindex?: boolean | undefined;
}

/** Title, description, canonical and Open Graph of a page, as the listings give theirs. */
export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
