/**
 * The listing page of the listings' page stories (a category listing, a search's results): its data as
 * the loader gives it, with the brand's own jobs, and the page in a router of its own at its address.
 */
import type { StoryBrand } from '@jobsite/shell/stories';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ListingView } from '../ListingView.tsx';
import type { ListingData } from '../listing.ts';
import { STORY_CITIES, storyCards, storyCategories } from './data.ts';

export interface StoryListingOptions {
  /** A city and an experience filter applied, with their chips. */
  filtered?: boolean;
  /** No job matches. */
  empty?: boolean;
  /** A search's results for these words, rather than the brand's first category. */
  search?: string;
}

export function storyListing(
  { vertical, siteName }: StoryBrand,
  { filtered = false, empty = false, search }: StoryListingOptions = {},
): ListingData {
  const category = storyCategories(vertical)[0];
  const heading = search ? `${search} jobs` : `${category?.label ?? 'All'} Jobs`;
  const path = search
    ? `/search/${search.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.html`
    : (category?.href ?? '/');
  const pageHref = (page: number) =>
    search ? path.replace(/\.html$/, `-p${page}.html`) : `${path}?page=${page}`;
  return {
    kind: 'listing',
    heading,
    seo: {
      title: heading,
      description: heading,
      canonical: `https://example.com${path}`,
      siteName,
    },
    cards: empty ? [] : storyCards(vertical),
    total: empty ? 0 : search ? 184 : (category?.jobs ?? 0),
    page: 0,
    hasMore: !empty,
    path: filtered ? `${path}?locIds=2&exp=3` : path,
    base: path,
    filters: filtered ? { locIds: 2, exp: 3 } : {},
    chips: filtered
      ? [
          { label: 'Mumbai', href: `${path}?exp=3` },
          { label: 'Experience: 2-3 Yrs', href: `${path}?locIds=2` },
        ]
      : [],
    cities: STORY_CITIES,
    postingAgeParam: search ? 'range' : 'postingAge',
    hideCity: false,
    noFilters: false,
    pageHrefs: empty ? [path] : [path, pageHref(2), pageHref(3)],
    nextHref: empty ? null : pageHref(2),
    searchedWords: search ?? null,
    // The filters' counts come from the API; the reference screenshots show the filters without them.
    facets: [],
    notice: null,
    spelling: null,
    intro: null,
  };
}

/** The page in a router of its own, at its address (its links, filters and Load more need one). */
export function StoryListingPage({ data }: { data: ListingData }) {
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: '*', element: <ListingView data={data} /> }], {
        initialEntries: [data.path],
      }),
    [data],
  );
  return <RouterProvider router={router} />;
}
