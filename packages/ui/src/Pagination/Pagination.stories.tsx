import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 5,
    totalPages: 20,
    hrefFor: (p: number) => (p === 1 ? '/search/python.html' : `/search/python-p${p}.html`),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 20 } };
export const Few: Story = { args: { page: 2, totalPages: 3 } };
