import { storyPage } from '@jobsite/shell/stories/router';
import { actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storySavedJobs } from '../stories/data.ts';
import SavedJobsPage, { type loader, shouldRevalidate } from './saved-jobs.tsx';

/**
 * The jobs the person saved, with their brand's own jobs, each card with its save and apply actions
 * (Storybook fills the shell's job card slot as the sites' layout route does: `jobActions` below). Pick
 * the brand and the colour mode in the toolbar, and a phone or desktop width in the viewport menu; the
 * suite pictures it at 390 px too (`pictureWidths`).
 */
const meta = {
  title: 'Pages/Saved jobs',
  parameters: { layout: 'fullscreen', jobActions: true, pictureWidths: [390] },
} satisfies Meta;
export default meta;

/** Three saved jobs, newest first (the page shows nothing of the person but them). */
export const SavedJobs: StoryObj<typeof meta> = storyPage({
  route: { id: 'saved', path: 'saved-jobs', element: <SavedJobsPage />, shouldRevalidate },
  data: ({ vertical, siteName }): Awaited<ReturnType<typeof loader>> => {
    const now = Date.now();
    const cards = storySavedJobs(vertical, now).map((j) => actionableCardFromEntry(j, now));
    return { site: siteName, cards, total: cards.length, hasMore: false, page: 0 };
  },
});
