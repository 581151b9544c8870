import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './Header.tsx';

const nav = [
  { label: 'Job feed', href: '/jobfeed', current: true },
  { label: 'Applied', href: '/applied-jobs' },
  { label: 'Saved', href: '/saved-jobs' },
  { label: 'Learning', href: '/learning' },
];

const meta = {
  title: 'Site/Header',
  component: Header,
  args: { brand: 'JobSite', nav, user: null },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = {
  args: { user: { name: 'Priya Sharma', profileHref: '/myprofile' }, notificationCount: 4, chatCount: 2 },
};
export const SignedInNoUnread: Story = {
  args: { user: { name: 'Priya Sharma', profileHref: '/myprofile' } },
};
export const ProMember: Story = {
  args: { user: { name: 'Priya Sharma', profileHref: '/myprofile', pro: true }, notificationCount: 1 },
};
export const Mobile: Story = {
  args: {
    user: {
      name: 'Priya Sharma',
      profileHref: '/myprofile',
      upgradeHref: '/subscribe/pro-membership?refcode=19',
    },
    notificationCount: 120,
  },
  globals: { viewport: { value: 'xs' } },
};
/** Every signed-in link at a laptop width: the links wrap onto a second line before the search box shrinks. */
export const LongNavigation: Story = {
  args: {
    nav: [
      ...nav,
      { label: 'Interviews', href: '/interviews' },
      { label: 'Assessments', href: '/pendingassessments' },
      { label: 'Saved searches', href: '/saved-searches' },
      { label: 'Go Pro', href: '/subscribe/pro-membership?refcode=29' },
      { label: 'Settings', href: '/settings' },
      { label: 'Log out', href: '/logout' },
    ],
    user: { name: 'Priya Sharma', profileHref: '/myprofile' },
    notificationCount: 4,
    chatCount: 2,
  },
};
