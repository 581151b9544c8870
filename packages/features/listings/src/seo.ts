import { headMeta, type PageHead } from '@jobsite/shell/head';
import type { MetaDescriptor } from 'react-router';

/** The head of a public listing page: everything a crawler needs, computed by the loader. */
export interface PageSeo extends Omit<PageHead, 'noindex'> {
  /** Absolute canonical address. */
  canonical: string;
  /** Keep the page out of the index (search result pages with filters, notices); links still followed. */
  noindex?: boolean | undefined;
}

/** The meta descriptors of a listing page (the shell's `headMeta`). */
export const seoMeta = (seo: PageSeo | undefined): MetaDescriptor[] => headMeta(seo);
