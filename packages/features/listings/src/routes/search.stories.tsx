import { storyBrand } from '@jobsite/shell/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCards } from '../stories/data.ts';
import { StoryListingPage, storyListing } from '../stories/listing.tsx';

/**
 * A search's job results as a visitor sees them, for a skill of the brand's first job: the same page as a
 * category listing, at `/search/{words}.html`. Pick the brand and the colour mode in the toolbar, and a
 * phone or desktop width in the viewport menu; the suite pictures it at 390 px too (`pictureWidths`).
 */
export default {
  title: 'Pages/Search results',
  parameters: { layout: 'fullscreen', pictureWidths: [390] },
} satisfies Meta;

export const Results: StoryObj = {
  render: (_, context) => {
    const brand = storyBrand(context);
    const words = storyCards(brand.vertical, 1)[0]?.tags[0] ?? 'Manager';
    return <StoryListingPage data={storyListing(brand, { search: words })} />;
  },
};
