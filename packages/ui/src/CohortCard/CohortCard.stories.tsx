import { COHORT_CARDS, cohortCard, PROFILE_UPDATE_COHORTS } from '@jobsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CohortCard } from './CohortCard.tsx';

const meta = {
  title: 'Feedback/CohortCard',
  component: CohortCard,
  args: { card: cohortCard('profileUpdateSuccess') },
} satisfies Meta<typeof CohortCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileUpdateSuccess: Story = {};
export const ExperienceMissing: Story = { args: { card: cohortCard('experienceMissing') } };
export const Freshers: Story = { args: { card: cohortCard('freshers') } };
export const ParserMismatch: Story = {
  args: {
    card: cohortCard('parserMismatch', [
      { field: 'experience', resume: '7 years', profile: '4 years' },
      { field: 'phone', resume: '98200 99999', profile: '98200 12345' },
    ]),
  },
};
export const PerfectMatch: Story = { args: { card: cohortCard('perfectMatch') } };

/** Every cohort at once, as a designer compares them. */
export const AllCohorts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {PROFILE_UPDATE_COHORTS.map((c) => (
        <CohortCard key={c} card={{ cohort: c, ...COHORT_CARDS[c] }} />
      ))}
    </div>
  ),
};
