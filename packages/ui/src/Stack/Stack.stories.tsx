import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Stack } from './Stack.tsx';

const meta = { title: 'Layout/Stack', component: Stack } satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = ['First', 'Second', 'Third'].map((t) => (
  <Box key={t} padding="md" background="sunken" borderRadius="sm">
    {t}
  </Box>
));

export const Default: Story = { args: { space: 'md', children: items } };
export const ResponsiveSpace: Story = { args: { space: { xxs: 'xs', md: 'xl' }, children: items } };
