import {
  categoryListName,
  type FeatureFlags,
  listingPath,
  SEO_CITIES,
  VERTICALS,
  type Vertical,
} from '@jobsite/domain';

export interface NavLink {
  label: string;
  href: string;
}

/** A link to each category's jobs of the vertical, in menu order ("Consulting jobs", "Other technology jobs"). */
export function categoryLinks(vertical: Vertical): NavLink[] {
  return VERTICALS[vertical].categories.map((c) => ({
    label: `${categoryListName(vertical, c)} jobs`,
    href: listingPath('c', c.slug),
  }));
}

/** The slug of a city with an SEO listing page (`SEO_CITIES`). */
export type SeoCitySlug = (typeof SEO_CITIES)[number]['slug'];

/** A link to the listing page of each of these cities, in this order ("Jobs in Delhi NCR"). */
export function cityLinks(slugs: readonly SeoCitySlug[]): NavLink[] {
  return slugs.map((slug) => {
    const city = SEO_CITIES.find((c) => c.slug === slug);
    return { label: `Jobs in ${city?.name ?? slug}`, href: `/jobs-in-${slug}` };
  });
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

/**
 * A brand: everything that differs between the brand sites, as plain data. Each app's `app/brand.ts`
 * exports one; the shell reads it (the root through the `virtual:jobsite/brand` module, the route table
 * through `brandRoutes`) and hands it to every feature in the site context. Feature flags are not
 * here: they are the vertical's (`VERTICALS[vertical].flags` in the domain) and the API serves them.
 */
export interface Brand {
  name: string;
  vertical: Vertical;
  /** Title and description when the SEO metadata call has nothing for a page. */
  seo: { title: string; description: string };
  tagline: string;
  nav: NavLink[];
  popularCategories: NavLink[];
  footer: { title: string; links: NavLink[] }[];
  legal: string;
  contactEmail: string;
  /** The brand's account on X (Twitter), with its `@`: every page's `twitter:site`. */
  twitterHandle: string;
  searchPlaceholder: string;
  /** Copy of the brand-specific static pages (about, contact, faq); the legal ones are built from it. */
  pages: Pick<Record<StaticPageKey, StaticPageCopy>, 'about' | 'contact' | 'faq'>;
  downloadApp: { title: string; intro: string; points: string[]; stores: AppStoreLink[] };
  /**
   * The colours of the brand's share card, the picture a shared link shows (`share-card.ts`): its
   * theme's brand colour, the text on it and an accent. A dark neutral card without them.
   */
  shareCard?: SharePalette;
  /** The diversity page (`/women-at-work`): why the brand hires for diversity and how it helps. */
  womenAtWork: ProgrammeCopy;
  /** The programme for career returners and career switchers (`/talent-bridge`). */
  talentBridge: ProgrammeCopy;
  /** The brand's hiring week (`/engineers-week`): its dates and the category whose jobs it shows. */
  engineersWeek: ProgrammeCopy & {
    /** First and last day, `YYYY-MM-DD` (India time). */
    starts: string;
    ends: string;
    /** A category of the vertical (`VERTICALS[vertical].categories`) whose live jobs the page lists. */
    categorySlug: string;
  };
}

/** A brand's share-card palette, or a dark neutral one for a brand that gives none. */
export const sharePalette = (brand: Pick<Brand, 'shareCard'>): SharePalette =>
  brand.shareCard ?? { background: '#1f2933', text: '#ffffff', accent: '#e4e7eb' };

/** The colours of a share card: background, text and an accent band (CSS colours). */
export interface SharePalette {
  background: string;
  text: string;
  accent: string;
}

/** Where the brand's mobile app is published: the store and the app's page there (an https address). */
export interface AppStoreLink {
  store: AppStore;
  href: string;
}

export type AppStore = 'google-play' | 'app-store';

/** The store's own name and the host its app pages live on. */
export const APP_STORES: Record<AppStore, { name: string; host: string }> = {
  'google-play': { name: 'Google Play', host: 'play.google.com' },
  'app-store': { name: 'App Store', host: 'apps.apple.com' },
};

/** The copy of a programme page: its title, description (meta and lead), and sections. */
export interface ProgrammeCopy {
  title: string;
  description: string;
  sections: PageSection[];
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

/**
 * Sections that exist only where a vertical's flag turns them on (their routes carry the same flag in
 * `routes.ts`): the link the footer's "Programmes" column and the HTML sitemap give each, and its public
 * pages for the XML sitemap. A brand lists none of them itself, so no brand can link to a page it lacks.
 */
export const FLAGGED_SECTIONS: Partial<
  Record<keyof FeatureFlags, { link: NavLink; sitemapPaths: readonly string[] }>
> = {
  competition: {
    link: { label: 'Epoch college competition', href: '/epoch' },
    sitemapPaths: ['/epoch', '/epoch/terms', '/epoch/results'],
  },
};

/**
 * The flagged sections a vertical has: its flag is on in the vertical's defaults (so the route exists)
 * and, when given, in the flags the API serves now.
 */
export function flaggedSections(
  vertical: Vertical,
  flags?: FeatureFlags,
): { link: NavLink; sitemapPaths: readonly string[] }[] {
  return (Object.keys(FLAGGED_SECTIONS) as (keyof FeatureFlags)[]).flatMap((flag) => {
    const section = FLAGGED_SECTIONS[flag];
    const on = VERTICALS[vertical].flags[flag] && (flags === undefined || flags[flag]);
    return section && on ? [section] : [];
  });
}

/** The title of the footer column that lists the programmes (and the flagged sections). */
export const PROGRAMMES_COLUMN = 'Programmes';

/**
 * The footer columns every brand ends with, after its own (its categories and cities): the company's
 * pages, the programme pages every brand has (where `footerColumns` adds the flagged sections) and the
 * legal pages.
 */
export const SHARED_FOOTER_COLUMNS: Brand['footer'] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', href: STATIC_PAGES.about },
      { label: 'Contact us', href: STATIC_PAGES.contact },
      { label: 'FAQ', href: STATIC_PAGES.faq },
      { label: 'Download the app', href: '/downloadapp' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
  {
    title: PROGRAMMES_COLUMN,
    links: [
      { label: 'Jobs for her', href: '/jobs-for-her' },
      { label: 'Women at work', href: '/women-at-work' },
      { label: 'Talent bridge', href: '/talent-bridge' },
      { label: 'Engineers week', href: '/engineers-week' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy policy', href: STATIC_PAGES.privacy },
      { label: 'Terms and conditions', href: STATIC_PAGES.terms },
      { label: 'Refund policy', href: STATIC_PAGES.refund },
      { label: 'Cookie policy', href: STATIC_PAGES.cookies },
    ],
  },
];

/** The brand's footer columns with the links of the vertical's flagged sections in "Programmes". */
export function footerColumns(brand: Pick<Brand, 'footer' | 'vertical'>): Brand['footer'] {
  const extra = flaggedSections(brand.vertical).map((s) => s.link);
  if (extra.length === 0) return brand.footer;
  if (!brand.footer.some((c) => c.title === PROGRAMMES_COLUMN))
    return [...brand.footer, { title: PROGRAMMES_COLUMN, links: extra }];
  return brand.footer.map((c) =>
    c.title === PROGRAMMES_COLUMN ? { ...c, links: [...c.links, ...extra] } : c,
  );
}
