import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Columns } from './Columns.tsx';

const meta = { title: 'Layout/Columns', component: Columns } satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarAndMain: Story = {
  args: {
    widths: [1, 3],
    collapseBelow: 'md',
    children: [
      <Box key="a" padding="lg" background="sunken" borderRadius="md">
        Filters
      </Box>,
      <Box key="b" padding="lg" background="sunken" borderRadius="md">
        Job feed
      </Box>,
    ],
  },
};
export const ThreeEqual: Story = {
  args: {
    widths: [1, 1, 1],
    children: ['One', 'Two', 'Three'].map((t) => (
      <Box key={t} padding="lg" background="sunken" borderRadius="md">
        {t}
      </Box>
    )),
  },
};
