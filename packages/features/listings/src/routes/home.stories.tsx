import { type StoryBrand, storyBrand } from '@jobsite/shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STORY_CITIES, storyCards, storyCategories, storyHeadline } from '../stories/data.ts';
import HomePage, { type loader } from './home.tsx';

/**
 * Home as a visitor sees it, with its brand's categories and jobs: the hero's search, the category
 * tiles with their counts, the latest jobs and the slots of product.md section 2. Pick the brand and the
 * colour mode in the toolbar, and a phone or desktop width in the viewport menu.
 */
type HomeData = Awaited<ReturnType<typeof loader>>;

function homeData({ vertical, siteName }: StoryBrand): HomeData {
  const categories = storyCategories(vertical);
  const latest = storyCards(vertical, 4);
  return {
    heading: storyHeadline(vertical),
    seo: { title: 'Home', description: 'Home', canonical: 'https://example.com/', siteName, jsonLd: [] },
    latest,
    categories: categories.map(({ label, href, jobs }) => ({ label, href, jobs })),
    searchCities: STORY_CITIES,
    searchPlaceholder: 'Search roles, skills, companies',
    skills: [...new Set(latest.flatMap((j) => j.tags))].map((label) => ({
      label,
      href: `/k/${label.toLowerCase().replace(/\W+/g, '-')}-jobs`,
    })),
    cities: [
      { label: 'Jobs in Bangalore', href: '/jobs-in-bangalore', jobs: 412 },
      { label: 'Jobs in Mumbai', href: '/jobs-in-mumbai', jobs: 388 },
    ],
    featuredEmployers: latest
      .flatMap((j) => (j.company ? [j.company.name] : []))
      .map((name, i) => ({
        label: name,
        href: `/company/${name.toLowerCase().replace(/\W+/g, '-')}`,
        jobs: 12 - i,
      })),
    platinumPartners: [],
    goldPartners: [],
    adBanners: [],
    diversity: [],
    blogs: [],
    learnAndGrow: { title: 'Learn & Grow', courses: [] },
    featuredInstitutes: { title: 'Featured institutes', items: [] },
    learningHref: '/learning',
  };
}

/** Home in a router of its own, its data given as the route's loader data. */
function Page({ data }: { data: HomeData }) {
  const router = useMemo(
    () =>
      createMemoryRouter([{ id: 'home', path: '/', element: <HomePage />, loader: () => data }], {
        hydrationData: { loaderData: { home: data } },
      }),
    [data],
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'Pages/Home', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  render: (_, context) => <Page data={homeData(storyBrand(context))} />,
  parameters: { pictureWidths: [390] },
};
