import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { inColumn } from '../utils/story-decorators.tsx';
import { sampleJob } from './fixtures.ts';
import { JobCard, type JobCardData } from './JobCard.tsx';

const noop = () => {};
const meta = {
  title: 'Jobs/JobCard',
  component: JobCard,
  args: { job: sampleJob, onSaveChange: noop, onHide: noop, onApply: noop },
  decorators: [inColumn('560px')],
} satisfies Meta<typeof JobCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saved: Story = { args: { job: { ...sampleJob, saved: true } } };
export const Applied: Story = { args: { job: { ...sampleJob, applied: true } } };
export const Applying: Story = { args: { applying: true } };
export const Confidential: Story = {
  args: { job: { ...sampleJob, company: null, salary: null, title: 'Head of Strategy' } },
};
export const SalaryHidden: Story = { args: { job: { ...sampleJob, salary: null } } };
export const FlagsWomenAndRemote: Story = {
  args: { job: { ...sampleJob, femaleFriendly: true, workFromHome: true, postedDaysAgo: 0 } },
};
/** Fresh, and the person's early-applicant plan runs: applying now earns the mark recruiters see. */
export const EarlyApplicant: Story = {
  args: { job: { ...sampleJob, postedDaysAgo: 0, earlyApplicant: true } },
};
export const MinimalData: Story = {
  render: () => (
    <JobCard
      job={{ ...sampleJob, cities: [], tags: [], title: 'Analyst', postedDaysAgo: 45 }}
      onApply={noop}
    />
  ),
};

function Interactive() {
  const [job, setJob] = useState<JobCardData>(sampleJob);
  return (
    <JobCard
      job={job}
      onSaveChange={(_, saved) => setJob({ ...job, saved })}
      onApply={() => setJob({ ...job, applied: true })}
      onHide={noop}
    />
  );
}
export const SaveAndApply: Story = { render: () => <Interactive /> };

/** The dense card of lists: the same facts, marks and actions in about half the height. */
export const Dense: Story = { args: { density: 'dense' } };
export const DenseAppliedEarlyWomenAndRemote: Story = {
  args: {
    density: 'dense',
    job: {
      ...sampleJob,
      applied: true,
      saved: true,
      earlyApplicant: true,
      femaleFriendly: true,
      workFromHome: true,
    },
  },
};
/** A signed-out visitor's list: no actions, so the title takes the row. */
export const DenseWithoutActions: Story = {
  render: () => <JobCard job={sampleJob} density="dense" />,
};
/** Six dense cards as a listing shows them. */
export const DenseList: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' }}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i}>
          <JobCard {...args} density="dense" job={{ ...sampleJob, id: String(i), postedDaysAgo: i }} />
        </li>
      ))}
    </ul>
  ),
};
