import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoBanner } from './PromoBanner.tsx';

const meta = {
  title: 'Marketing/PromoBanner',
  component: PromoBanner,
  args: {
    title: 'See how you rank among applicants',
    description: 'Pro members get insights on other applicants, a starred profile and one follow-up a week.',
    cta: { label: 'Go Pro', href: '/subscribe/pro-membership?refcode=6' },
  },
} satisfies Meta<typeof PromoBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Accent: Story = {
  args: {
    tone: 'accent',
    title: 'Be among the first to apply',
    description: 'Early applicant: ₹1,499 for 6 months.',
    cta: { label: 'Subscribe', href: '/subscribe/early-applicant-preference' },
  },
};
export const Dismissible: Story = { args: { onDismiss: () => {} } };
