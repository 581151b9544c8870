import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Timeline, type TimelineItem } from './Timeline.tsx';

const rounds = (current: number): TimelineItem[] =>
  [
    {
      key: 'registration',
      title: 'Registration',
      date: '1-15 Aug',
      dateTime: '2026-08-01T00:00:00+05:30',
      description: 'Register with your institute, programme and graduation year.',
    },
    {
      key: 'round1',
      title: 'Round 1: Quiz',
      date: '20 Aug',
      dateTime: '2026-08-20T10:00:00+05:30',
      elimination: true,
      description: '30 questions in 20 minutes. One attempt, desktop only, no negative marking.',
    },
    {
      key: 'round2',
      title: 'Round 2: Surprise case',
      date: '1-7 Sep',
      elimination: true,
      description: 'Submit a .pdf, .ppt or .doc before the deadline.',
    },
    {
      key: 'round3',
      title: 'Round 3: Pitch',
      date: '20 Sep',
      elimination: false,
      description: 'At most 12 slides and a 2-minute .mp4 video.',
    },
  ].map((r, i) => ({
    ...r,
    status: i < current ? 'done' : i === current ? 'current' : current < 0 ? 'upcoming' : 'locked',
    ...(i === current && r.key === 'round1' ? { action: <Button size="sm">Start quiz</Button> } : {}),
  }));

const meta = {
  title: 'Competition/Timeline',
  component: Timeline,
  args: { label: 'Competition rounds', items: rounds(1) },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RoundOneOpen: Story = {};
export const RegistrationOpen: Story = { args: { items: rounds(0) } };
export const NotStarted: Story = { args: { items: rounds(-1) } };
export const Finished: Story = { args: { items: rounds(4) } };
/** The landing page's words: a closed round says whether its results are out. */
export const ResultsPublished: Story = {
  args: {
    items: rounds(2).map((item) =>
      item.status === 'done' ? { ...item, statusLabel: 'Results published' } : item,
    ),
  },
};
