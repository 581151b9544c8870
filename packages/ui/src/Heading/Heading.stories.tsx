import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Jobs in consulting' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const Level2: Story = { args: { level: 2, children: 'Recommended for you' } };
export const Level3: Story = { args: { level: 3, children: 'Similar jobs' } };
export const Level2LookingLike4: Story = { args: { level: 2, size: 4, children: 'A small section heading' } };
