import type { MetaDescriptor } from 'react-router';

/** The head of a public page: everything a crawler needs, computed by the loader. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical address. */
  canonical: string;
  prev?: string | undefined;
  next?: string | undefined;
  siteName: string;
  /** Keep the page out of the index (search result pages with filters, notices). */
  noindex?: boolean | undefined;
}

/** The meta descriptors of a page's SEO: title, description, canonical, prev/next and Open Graph. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: 'Page not found' }];
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
  if (seo.prev) tags.push({ tagName: 'link', rel: 'prev', href: seo.prev });
  if (seo.next) tags.push({ tagName: 'link', rel: 'next', href: seo.next });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
