import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleJob } from '../JobCard/fixtures.ts';
import { JobCard } from '../JobCard/JobCard.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { inColumn } from '../utils/story-decorators.tsx';
import { JobCardSkeleton } from './JobCardSkeleton.tsx';

const meta = {
  title: 'Jobs/JobCardSkeleton',
  component: JobCardSkeleton,
  decorators: [inColumn('560px')],
} satisfies Meta<typeof JobCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BesideARealCard: Story = {
  render: () => (
    <Stack>
      <JobCardSkeleton />
      <JobCard job={sampleJob} onApply={() => {}} onSaveChange={() => {}} onHide={() => {}} />
    </Stack>
  ),
};
