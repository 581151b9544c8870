import { storyBrand } from '@jobsite/shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryListingPage, storyListing } from './stories/listing.tsx';

/**
 * The category listing page as a visitor sees it, with its brand's own jobs: pick the brand and the
 * colour mode in the toolbar, and a phone or desktop width in the viewport menu.
 */
const meta = { title: 'Pages/Category listing', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty jobs a page (six here), the filter rail beside them on a wide screen; pictured on a phone too. */
export const Default: Story = {
  render: (_, context) => <StoryListingPage data={storyListing(storyBrand(context))} />,
  parameters: { pictureWidths: [390] },
};
/** Filters applied: the chips above the results, each removable. */
export const Filtered: Story = {
  render: (_, context) => <StoryListingPage data={storyListing(storyBrand(context), { filtered: true })} />,
};
/** No job matches: what to try instead. */
export const NoJobs: Story = {
  render: (_, context) => <StoryListingPage data={storyListing(storyBrand(context), { empty: true })} />,
};
