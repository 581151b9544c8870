import type { Meta, StoryObj } from '@storybook/react-vite';
import { inColumn } from '../utils/story-decorators.tsx';
import { ApplicationTimeline, type ApplicationTimelineStep } from './ApplicationTimeline.tsx';

const applied: ApplicationTimelineStep = {
  status: 'applied',
  at: '2026-11-03T09:12:00.000Z',
  date: '3 Nov 2026',
  by: 'you',
};
const viewed: ApplicationTimelineStep = {
  status: 'viewed',
  at: '2026-11-05T11:40:00.000Z',
  date: '5 Nov 2026',
  by: 'recruiter',
};

const meta = {
  title: 'Applications/ApplicationTimeline',
  component: ApplicationTimeline,
  args: {
    steps: [applied],
    response: { kind: 'within', days: 6 },
    label: 'Timeline of your application to Branch Manager',
  },
  decorators: [inColumn('560px')],
} satisfies Meta<typeof ApplicationTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only the application so far: one step, shown as it is, and when this recruiter's applicants hear back. */
export const JustApplied: Story = { parameters: { pictureWidths: [320] } };

/** The recruiter has looked: the latest step in a line, the whole timeline closed under it. */
export const Viewed: Story = { args: { steps: [applied, viewed], response: { kind: 'within', days: 1 } } };

/** Shortlisted, then invited to interview: the whole timeline opened, oldest first. */
export const ShortlistedThenInterview: Story = {
  args: {
    steps: [
      applied,
      viewed,
      { status: 'shortlisted', at: '2026-11-07T08:05:00.000Z', date: '7 Nov 2026', by: 'recruiter' },
      { status: 'interview', at: '2026-11-12T06:30:00.000Z', date: '12 Nov 2026', by: 'recruiter' },
    ],
    open: true,
  },
  parameters: { pictureWidths: [320] },
};

/** Viewed, then not shortlisted, by a recruiter most of whose applicants never heard back. */
export const NotShortlisted: Story = {
  args: {
    steps: [
      applied,
      viewed,
      { status: 'rejected', at: '2026-11-09T15:20:00.000Z', date: '9 Nov 2026', by: 'recruiter' },
    ],
    response: { kind: 'rarely' },
    open: true,
  },
};

/** A recruiter with fewer than 10 applications: no answer time, only that there is not enough history. */
export const RecruiterNew: Story = { args: { response: { kind: 'new' } } };
