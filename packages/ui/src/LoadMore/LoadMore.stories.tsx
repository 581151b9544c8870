import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'Navigation/LoadMore',
  component: LoadMore,
  args: { shown: 20, total: 240, hasMore: true, onLoadMore: () => {} },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {};
export const Loading: Story = { args: { loading: true } };
export const AllShown: Story = { args: { shown: 240, hasMore: false } };
