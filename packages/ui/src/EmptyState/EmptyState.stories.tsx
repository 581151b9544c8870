import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark } from 'lucide-react';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No jobs match these filters',
    description: 'Try fewer filters or a nearby city.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};
export const NoSavedJobs: Story = {
  args: {
    title: 'You have not saved any jobs yet',
    description: 'Save jobs from your feed to come back to them.',
    icon: <Bookmark size={28} />,
    action: <ButtonLink href="/jobfeed">Go to your job feed</ButtonLink>,
  },
};
