import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.tsx';
import { PageTitle } from './PageTitle.tsx';

const meta = {
  title: 'Typography/PageTitle',
  component: PageTitle,
  args: {
    title: 'Notifications',
    intro: 'What recruiters and the site sent you, newest first.',
    children: <Text size="sm">3 unread</Text>,
  },
} satisfies Meta<typeof PageTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIntro: Story = {};
export const TitleOnly: Story = { args: { intro: undefined, children: undefined } };
