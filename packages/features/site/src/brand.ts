import type { Vertical } from '@jobsite/domain';

export interface NavLink {
  label: string;
  href: string;
}

export interface PageSection {
  heading?: string;
  paragraphs: string[];
}

/** A static page's copy: brand data, written by each brand app. */
export interface StaticPageCopy {
  title: string;
  description: string;
  sections: PageSection[];
}

/** The static pages every brand has, by key; their paths are in `STATIC_PAGES`. */
export type StaticPageKey = 'about' | 'contact' | 'faq' | 'privacy' | 'terms' | 'refund' | 'cookies';

/** The public face of a brand that the shell needs: the app passes its `brand.ts` data in. */
export interface ShellBrand {
  name: string;
  vertical: Vertical;
  tagline: string;
  nav: NavLink[];
  popularCategories: NavLink[];
  footer: { title: string; links: NavLink[] }[];
  legal: string;
  contactEmail: string;
  searchPlaceholder: string;
  /** Copy of the brand-specific static pages (about, contact, faq); the legal ones are built from it. */
  pages: Pick<Record<StaticPageKey, StaticPageCopy>, 'about' | 'contact' | 'faq'>;
  downloadApp: { title: string; intro: string; points: string[] };
}

export const STATIC_PAGES: Record<StaticPageKey, string> = {
  about: '/about-us',
  contact: '/contact-us',
  faq: '/faq',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  refund: '/refund-policy',
  cookies: '/cookie-policy',
};
