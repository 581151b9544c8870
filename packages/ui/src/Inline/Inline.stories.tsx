import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Inline } from './Inline.tsx';

const meta = { title: 'Layout/Inline', component: Inline } satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = ['Mumbai', 'Bangalore', 'Delhi NCR', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata'].map((t) => (
  <Box key={t} paddingX="md" paddingY="xs" background="sunken" borderRadius="pill">
    {t}
  </Box>
));

export const Default: Story = { args: { children: items } };
export const SpaceBetween: Story = {
  args: { justify: 'space-between', wrap: false, children: items.slice(0, 3) },
};
