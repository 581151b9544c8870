import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Container } from './Container.tsx';

const meta = { title: 'Layout/Container', component: Container } satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <Box padding="lg" background="sunken">
    Page content
  </Box>
);
export const Medium: Story = { args: { children: content } };
export const Narrow: Story = { args: { size: 'narrow', children: content } };
