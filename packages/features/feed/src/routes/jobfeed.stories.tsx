import type { Vertical } from '@jobsite/domain';
import { type StoryBrand, storyBrand } from '@jobsite/shell/stories';
import { storyRouter } from '@jobsite/shell/stories/router';
import { actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { filterChips, readFilters } from '../filters.ts';
import { STORY_CITIES, storyFeedJobs, storySeeker, storySurvey } from '../stories/data.ts';
import JobFeedPage, { handle, type loader, shouldRevalidate } from './jobfeed.tsx';

/**
 * The signed-in person's job feed, with their brand's own jobs: the sort and filters, the dense cards
 * with save, apply and hide, and Load more. Pick the brand and the colour mode in the toolbar, and a
 * phone or desktop width in the viewport menu.
 */
type FeedData = Awaited<ReturnType<typeof loader>>;

/**
 * What the page's loader returns at `/jobfeed{search}`, its filters read from the address by the same
 * helpers. `latest`: nothing matched the person's preferences, so the site's latest jobs; `empty`: no job
 * at all.
 */
function feedData(
  { vertical, siteName }: StoryBrand,
  { search = '', latest = false, empty = false, survey = false } = {},
): FeedData {
  const now = Date.now();
  const filters = readFilters(new URLSearchParams(search));
  const cities = STORY_CITIES.map((c) => ({ value: String(c.id), label: c.name }));
  const jobs = empty ? [] : storyFeedJobs(vertical, now);
  return {
    site: siteName,
    // The line a card of the feed says it is there for (none on the latest jobs shown instead).
    cards: jobs.map((j) => ({
      ...actionableCardFromEntry(j, now),
      reason: latest
        ? null
        : [j.tags[0] && `Matches ${j.tags[0].name}`, j.cities[0] && `In ${j.cities[0].name}`]
            .filter(Boolean)
            .join(' · ') || null,
    })),
    totalJobs: empty ? 0 : latest ? 4812 : 248,
    capped: false,
    hasMore: !empty,
    page: 0,
    latest,
    closest: false,
    filters,
    chips: filterChips(filters, (id) => cities.find((c) => c.value === String(id))?.label),
    cities,
    survey: survey ? storySurvey(vertical) : null,
  };
}

/**
 * The page in a router of its own at its address, under the root the sites put around it, with the
 * signed-in person (the shell's root loader). Its cards come through the shell's job card slot, which
 * Storybook fills with the job actions as the sites' layout route does (`jobActions` below,
 * `.storybook/slots.tsx`): a feature's stories may not import another feature.
 */
function Page({ vertical, data, search = '' }: { vertical: Vertical; data: FeedData; search?: string }) {
  const router = useMemo(
    () =>
      storyRouter({
        seeker: storySeeker(vertical),
        routes: [
          {
            id: 'jobfeed',
            path: 'jobfeed',
            element: <JobFeedPage />,
            loader: () => data,
            handle,
            shouldRevalidate,
          },
        ],
        path: `/jobfeed${search}`,
        loaderData: { jobfeed: data },
      }),
    [vertical, data, search],
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Job feed',
  parameters: { layout: 'fullscreen', jobActions: true },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The person's feed, newest first: one job saved, one applied to, one on the company's site. */
export const WithJobs: Story = {
  render: (_, context) => {
    const brand = storyBrand(context);
    return <Page vertical={brand.vertical} data={feedData(brand)} />;
  },
  parameters: { pictureWidths: [390] },
};
/** A survey waits for the person: its card above the filters. */
export const SurveyWaiting: Story = {
  render: (_, context) => {
    const brand = storyBrand(context);
    return <Page vertical={brand.vertical} data={feedData(brand, { survey: true })} />;
  },
};
/** Nothing matches the person's preferences yet (a new profile): the latest jobs, said so above them. */
export const LatestJobs: Story = {
  render: (_, context) => {
    const brand = storyBrand(context);
    return <Page vertical={brand.vertical} data={feedData(brand, { latest: true })} />;
  },
};
/** Filters no job matches: their chips, and a way to clear them. */
export const NoMatches: Story = {
  render: (_, context) => {
    const brand = storyBrand(context);
    const search = '?exp=5&postingAge=3d&locIds=8';
    return <Page vertical={brand.vertical} data={feedData(brand, { search, empty: true })} search={search} />;
  },
};
