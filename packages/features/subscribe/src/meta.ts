/** The meta tags of the plan pages (indexable, canonical without the source query) and the others. */
import { pageShareMeta } from '@jobsite/shell/head';
import type { MetaDescriptor } from 'react-router';

export function planPageMeta(
  data: { site: string; canonical: string; problem?: string | null } | undefined,
  { title, description }: { title: string; description: string },
): MetaDescriptor[] {
  const full = `${title} | ${data?.site ?? ''}`;
  return [
    { title: full },
    { name: 'description', content: description },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
    // The page telling of a failed payment is the seeker's own: kept out of indexes.
    ...(data?.problem ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(data
      ? pageShareMeta({ title: full, description, siteName: data.site, url: data.canonical })
      : [
          { property: 'og:title', content: full },
          { property: 'og:description', content: description },
        ]),
  ];
}

/** Checkout, return, success and preference pages: personal, never indexed. */
export const privatePageMeta = (title: string, site: string | undefined): MetaDescriptor[] => [
  { title: `${title} | ${site ?? ''}` },
  { name: 'robots', content: 'noindex' },
];
