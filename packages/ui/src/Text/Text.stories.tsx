import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Find the job that fits the career you want.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Strong: Story = { args: { weight: 'strong', size: 'lg' } };
export const Accent: Story = { args: { accent: true, tone: 'brand', children: 'Posted 3 days ago' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Something went wrong.' } };
export const Truncated: Story = {
  args: {
    truncate: true,
    style: { maxWidth: '220px' },
    children: 'A very long company name that cannot fit in the card',
  },
};
