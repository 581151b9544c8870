import { headMeta, type PageHead } from '@jobsite/shell/head';
import type { MetaDescriptor } from 'react-router';

/** The head of one of the site's own pages, computed by its loader. */
export interface PageSeo extends Omit<PageHead, 'jsonLd' | 'noindex' | 'prev' | 'next'> {
  /** Absolute canonical address. */
  canonical: string;
  /** Keep the page out of the index (a filtered list), links still followed. */
  noindex?: boolean | undefined;
}

/** Title, description, canonical and Open Graph of a page (the shell's `headMeta`), nothing without one. */
export const pageMeta = (seo: PageSeo | undefined): MetaDescriptor[] => (seo ? headMeta(seo) : []);
