import type { Meta, StoryObj } from '@storybook/react-vite';
import { inColumn } from '../utils/story-decorators.tsx';
import { RecruiterResponse } from './RecruiterResponse.tsx';

const meta = {
  title: 'Job/RecruiterResponse',
  component: RecruiterResponse,
  args: {
    figures: {
      applications: 38,
      withinDays: 1,
      heardWithin7Days: 84,
      heardWithin14Days: 89,
      lastActionDaysAgo: 1,
    },
  },
  decorators: [inColumn('360px')],
} satisfies Meta<typeof RecruiterResponse>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A recruiter who answers most applicants within a day: the badge, at a phone's narrowest width too. */
export const RespondsWithinADay: Story = { parameters: { pictureWidths: [320] } };

/** Answers in about two weeks: the figures earn "within 14 days" only when most heard by then. */
export const RespondsInTwoWeeks: Story = {
  args: {
    figures: {
      applications: 112,
      withinDays: 14,
      heardWithin7Days: 8,
      heardWithin14Days: 63,
      lastActionDaysAgo: 0,
    },
  },
};

/** Enough history, but most applicants never heard: no badge, the figures say it. */
export const RarelyResponds: Story = {
  args: {
    figures: {
      applications: 25,
      withinDays: null,
      heardWithin7Days: 0,
      heardWithin14Days: 4,
      lastActionDaysAgo: 41,
    },
  },
};

/** Enough applications, too few of them old enough for the 14-day share yet. */
export const RecentHistory: Story = {
  args: {
    figures: {
      applications: 12,
      withinDays: null,
      heardWithin7Days: 92,
      heardWithin14Days: null,
      lastActionDaysAgo: 2,
    },
  },
};

/** Fewer than 10 applications: nothing to judge by. */
export const NewRecruiter: Story = { args: { figures: null }, parameters: { pictureWidths: [320] } };
