import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/c/consulting-jobs', children: 'Consulting jobs' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Quiet: Story = { args: { quiet: true } };
export const WithRouterLink: Story = {
  args: {
    as: ({ href, children, ...rest }) => (
      <a {...rest} href={href} data-router="true">
        {children}
      </a>
    ),
  },
};
