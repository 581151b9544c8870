import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.tsx';

const toLinks = (names: string[]) =>
  names.map((n) => ({ label: n, href: `/c/${n.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-jobs` }));

const meta = {
  title: 'Site/NotFound',
  component: NotFound,
  args: { categories: toLinks(['Banking and finance', 'Sales and marketing', 'Consulting', 'HR', 'GenAI']) },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Management: Story = {};
export const Technology: Story = {
  args: { categories: toLinks(['AI/ML', 'Data', 'Software development', 'Product/design']) },
};
