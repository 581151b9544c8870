import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Applied jobs by status',
    tabs: [
      { id: 'all', label: 'All', count: 12, content: 'All 12 applications' },
      { id: 'viewed', label: 'Viewed', count: 5, content: 'Recruiters viewed 5 applications' },
      { id: 'shortlisted', label: 'Shortlisted', count: 2, content: 'You were shortlisted for 2 jobs' },
      { id: 'rejected', label: 'Not selected', count: 1, content: '1 application was not taken further' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelected: 'viewed' } };
