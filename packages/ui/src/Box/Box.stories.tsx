import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = { title: 'Layout/Box', component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: { padding: 'lg', background: 'sunken', borderRadius: 'md', children: 'A sunken box with padding' },
};

export const Responsive: Story = {
  args: {
    padding: { xxs: 'sm', md: 'xl' },
    background: 'brandSoft',
    borderRadius: 'lg',
    textAlign: { xxs: 'left', md: 'center' },
    children: 'Padding and alignment change at md (900px)',
  },
};
