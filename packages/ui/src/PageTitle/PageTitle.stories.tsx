import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from './PageTitle.tsx';

const meta = {
  title: 'Typography/PageTitle',
  component: PageTitle,
  args: {
    title: 'Interviews',
    intro: 'Interviews recruiters invited you to: choose a time, or see the one you chose.',
  },
} satisfies Meta<typeof PageTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIntro: Story = {};
export const TitleOnly: Story = { args: { intro: undefined, title: 'Saved jobs' } };
