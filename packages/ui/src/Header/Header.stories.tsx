import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef } from 'react';
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
    },
    notificationCount: 120,
  },
  globals: { viewport: { value: 'xs' } },
};
/** Every signed-in link at a laptop width: the main ones in one row, the others under the avatar. */
export const LongNavigation: Story = {
  args: {
    nav: [
      ...nav,
      { label: 'Interviews', href: '/interviews', secondary: true },
      { label: 'Assessments', href: '/pendingassessments', secondary: true },
      { label: 'Saved searches', href: '/saved-searches', secondary: true },
      { label: 'Go Pro', href: '/subscribe/pro-membership?refcode=29', secondary: true },
      { label: 'Settings', href: '/settings', secondary: true },
      { label: 'Log out', href: '/logout', secondary: true },
    ],
    user: { name: 'Priya Sharma', profileHref: '/myprofile' },
    notificationCount: 4,
    chatCount: 2,
  },
};
/** The phone's menu open: every link, the profile and the less used ones. */
export const MobileMenuOpen: Story = {
  args: { ...LongNavigation.args },
  globals: { viewport: { value: 'xs' } },
  decorators: [(Story) => <MenuOpen>{Story()}</MenuOpen>],
};

/** The story with the header's menu open, and room under the header for it. */
function MenuOpen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const menu = ref.current?.querySelector('details');
    if (menu) menu.open = true;
  }, []);
  return (
    <div ref={ref} style={{ minHeight: '640px' }}>
      {children}
    </div>
  );
}

/** The story with its search field focused, as someone typing in it has it, and room under the header. */
function SearchInUse({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, []);
  return (
    <div ref={ref} style={{ minHeight: '420px' }}>
      {children}
    </div>
  );
}

/** A visitor typing "data" in the search field: the suggestions show under it, in their groups. */
export const WithSuggestions: Story = {
  args: {
    searchDefaultValue: 'data',
    suggestions: [
      {
        title: 'Skills and roles',
        options: [
          { label: 'Data Analyst', href: '/k/data-analyst-jobs' },
          { label: 'Data Engineer', href: '/k/data-engineer-jobs' },
          { label: 'Data Science', href: '/k/data-science-jobs' },
        ],
      },
      {
        title: 'Companies',
        options: [
          { label: 'Datamatics Global Services', href: '/company/datamatics-global-services' },
          { label: 'DataStax', href: '/company/datastax' },
        ],
      },
      { title: 'Cities', options: [] },
    ],
  },
  decorators: [(Story) => <SearchInUse>{Story()}</SearchInUse>],
};
