import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns } from '../Columns/Columns.tsx';
import { inColumn } from '../utils/story-decorators.tsx';
import { PlanCard } from './PlanCard.tsx';

const meta = {
  title: 'Marketing/PlanCard',
  component: PlanCard,
  args: {
    name: 'Early applicant',
    description: [
      'Apply before everyone else',
      'Alerts within minutes of posting',
      'Priority in recruiter views',
    ],
    price: '₹1,499',
    frequency: 'for 6 months',
    perMonth: '₹249 per month',
    onSelect: () => {},
  },
  decorators: [inColumn('340px')],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { highlight: 'Most popular' } };
export const Current: Story = { args: { current: true } };
export const Loading: Story = { args: { loading: true } };
export const Plans: Story = {
  decorators: [inColumn('1000px')],
  render: (args) => (
    <Columns widths={[1, 1, 1]}>
      <PlanCard {...args} />
      <PlanCard
        {...args}
        name="Resume builder"
        price="₹1,999"
        perMonth="₹333 per month"
        description={['Professional templates', 'Unlimited downloads']}
      />
      <PlanCard
        {...args}
        name="Both"
        highlight="Save ₹499"
        price="₹2,999"
        perMonth="₹500 per month"
        description={['Early applicant', 'Resume builder']}
      />
    </Columns>
  ),
};
