import { type StoryBrand, storyBrand } from '@jobsite/shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ListingView } from './ListingView.tsx';
import type { ListingData } from './listing.ts';
import { STORY_CITIES, storyCards, storyCategories } from './stories/data.ts';

/**
 * The category listing page as a visitor sees it, with its brand's own jobs: pick the brand and the
 * colour mode in the toolbar, and a phone or desktop width in the viewport menu.
 */
function listing({ vertical, siteName }: StoryBrand, { filtered = false, empty = false } = {}): ListingData {
  const category = storyCategories(vertical)[0];
  const heading = `${category?.label ?? 'All'} Jobs`;
  const path = category?.href ?? '/';
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
    total: empty ? 0 : (category?.jobs ?? 0),
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
    postingAgeParam: 'postingAge',
    hideCity: false,
    noFilters: false,
    pageHrefs: empty ? [path] : [path, `${path}?page=2`, `${path}?page=3`],
    nextHref: empty ? null : `${path}?page=2`,
    // The filters' counts come from the API; the reference screenshots show the filters without them.
    facets: [],
    notice: null,
    spelling: null,
    intro: null,
  };
}

/** The page in a router of its own, at its address (its links, filters and Load more need one). */
function Page({ data }: { data: ListingData }) {
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: '*', element: <ListingView data={data} /> }], {
        initialEntries: [data.path],
      }),
    [data],
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'Pages/Category listing', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty jobs a page (six here), the filter rail beside them on a wide screen. */
export const Default: Story = { render: (_, context) => <Page data={listing(storyBrand(context))} /> };
/** Filters applied: the chips above the results, each removable. */
export const Filtered: Story = {
  render: (_, context) => <Page data={listing(storyBrand(context), { filtered: true })} />,
};
/** No job matches: what to try instead. */
export const NoJobs: Story = {
  render: (_, context) => <Page data={listing(storyBrand(context), { empty: true })} />,
};
