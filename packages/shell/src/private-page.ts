import type { MetaDescriptor } from 'react-router';

/**
 * The head of a page that is the visitor's own (their feed, applications, settings…) or a step of a
 * flow: its title with the site's name after it, and kept out of search indexes.
 */
export function privatePageMeta(title: string, site: string | undefined): MetaDescriptor[] {
  return [{ title: `${title} | ${site ?? ''}` }, { name: 'robots', content: 'noindex' }];
}
