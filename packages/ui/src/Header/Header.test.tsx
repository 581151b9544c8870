import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Header } from './Header.tsx';
import { HeaderFrame } from './HeaderFrame.tsx';
import type { HeaderSuggestionGroup } from './HeaderSearch.tsx';
import { HeaderUserActions } from './HeaderUserActions.tsx';

/** The header search's live region that says how many suggestions show. */
const suggestionCount = () => document.querySelector('[data-suggestion-count]');

test('signed out: log in and register', () => {
  render(<Header brand="JobSite" nav={[]} user={null} />);
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
});

test('signed in: counts are announced, search submits the query', async () => {
  const onSearch = vi.fn();
  render(
    <Header
      brand="JobSite"
      nav={[{ label: 'Saved', href: '/saved-jobs' }]}
      user={{ name: 'Priya Sharma', profileHref: '/myprofile' }}
      notificationCount={4}
      chatCount={0}
      onSearch={onSearch}
    />,
  );
  expect(screen.getByRole('link', { name: 'Notifications, 4 unread' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Chats' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Priya Sharma' }).getAttribute('href')).toBe('/myprofile');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'python{Enter}');
  expect(onSearch).toHaveBeenCalledWith('python');
});

test('the search form has a submit button; with nothing typed it goes back to the box', async () => {
  const onSearch = vi.fn();
  render(<Header brand="JobSite" nav={[]} user={null} onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search jobs' });
  const submit = screen.getByRole('button', { name: 'Search' });
  expect(submit.getAttribute('type')).toBe('submit');
  expect(submit.closest('form')).toBe(box.closest('form'));
  await userEvent.click(submit);
  expect(onSearch).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(box);
  await userEvent.type(box, 'data analyst');
  await userEvent.click(submit);
  expect(onSearch).toHaveBeenCalledWith('data analyst');
});

test('a Pro member: the header shows a Pro badge; a basic member a Go Pro link instead', () => {
  const { rerender } = render(
    <Header brand="JobSite" nav={[]} user={{ name: 'Priya Sharma', profileHref: '/myprofile', pro: true }} />,
  );
  expect(screen.getByText('Pro').textContent).toBe('Pro member');
  expect(screen.queryByRole('link', { name: 'Go Pro' })).toBeNull();
  rerender(
    <Header
      brand="JobSite"
      nav={[]}
      user={{
        name: 'Priya Sharma',
        profileHref: '/myprofile',
        upgradeHref: '/subscribe/pro-membership?refcode=19',
      }}
    />,
  );
  expect(screen.queryByText('Pro')).toBeNull();
  expect(screen.getByRole('link', { name: 'Go Pro' }).getAttribute('href')).toBe(
    '/subscribe/pro-membership?refcode=19',
  );
});

test('a long navigation wraps beside a search box that stays usable, rather than squeezing it', async () => {
  await page.viewport(1280, 800);
  const nav = [
    'Job feed',
    'Applied (12)',
    'Saved (3)',
    'Interviews',
    'Assessments',
    'Saved searches',
    'Go Pro',
  ]
    .concat(['Settings', 'Log out'])
    .map((label, i) => ({ label, href: `/page-${i}` }));
  const { container } = render(
    <div style={{ width: '900px' }}>
      <Header brand="JobSite" nav={nav} user={{ name: 'Priya Sharma', profileHref: '/myprofile' }} />
    </div>,
  );
  const search = screen.getByRole('searchbox', { name: 'Search jobs' }).getBoundingClientRect();
  const fontSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  expect(screen.getByRole('navigation', { name: 'Main' }).checkVisibility()).toBe(true);
  expect(search.width).toBeGreaterThanOrEqual(11 * fontSize - 1);
  const header = container.querySelector('header')?.getBoundingClientRect();
  expect(header?.width).toBeLessThanOrEqual(900);
});

test('the frame shows what it is given for a signed-in person, and sign-in links to a visitor', () => {
  const { rerender } = render(
    <HeaderFrame
      brand="JobSite"
      nav={[]}
      user={{ name: 'Priya Sharma', profileHref: '/myprofile' }}
      userActions={<a href="/allnotification">Later</a>}
    />,
  );
  expect(screen.getByRole('link', { name: 'Later' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  rerender(<HeaderFrame brand="JobSite" nav={[]} user={null} userActions={<a href="/x">Later</a>} />);
  expect(screen.queryByRole('link', { name: 'Later' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
});

test('the signed-in shortcuts render the same on their own as inside the header', () => {
  const user = { name: 'Priya Sharma', profileHref: '/myprofile' };
  const whole = render(<Header brand="JobSite" nav={[]} user={user} notificationCount={2} />);
  const html = whole.container.innerHTML;
  whole.unmount();
  const parts = render(
    <HeaderFrame
      brand="JobSite"
      nav={[]}
      user={user}
      userActions={<HeaderUserActions user={user} notificationCount={2} />}
    />,
  );
  expect(parts.container.innerHTML).toBe(html);
});

const SUGGESTIONS: HeaderSuggestionGroup[] = [
  {
    title: 'Skills and roles',
    options: [
      { label: 'Data Analyst', href: '/k/data-analyst-jobs' },
      { label: 'Data Engineer', href: '/k/data-engineer-jobs' },
    ],
  },
  { title: 'Companies', options: [{ label: 'Datamatics', href: '/company/datamatics' }] },
  { title: 'Cities', options: [] },
];

/** The header as a site uses it: suggestions for two typed characters or more, from its own state. */
function SuggestingHeader({
  onChoose,
  onSearch,
  onQueryChange,
  searchDefaultValue,
}: {
  onChoose?: (href: string) => void;
  onSearch?: (query: string) => void;
  onQueryChange?: (query: string) => void;
  searchDefaultValue?: string;
}) {
  const [query, setQuery] = useState('');
  return (
    <Header
      brand="JobSite"
      nav={[]}
      user={null}
      suggestions={query.trim().length >= 2 ? SUGGESTIONS : []}
      onQueryChange={(q) => {
        setQuery(q);
        onQueryChange?.(q);
      }}
      {...(onChoose ? { onChoose } : {})}
      {...(onSearch ? { onSearch } : {})}
      {...(searchDefaultValue === undefined ? {} : { searchDefaultValue })}
    />
  );
}

const searchField = () => screen.getByRole('combobox', { name: 'Search jobs' });

test('with suggestions the search field is a combobox that lists them under it as someone types', async () => {
  render(<SuggestingHeader />);
  const box = searchField();
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(box.getAttribute('aria-autocomplete')).toBe('list');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
  await userEvent.type(box, 'd');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  await userEvent.type(box, 'a');
  const list = screen.getByRole('listbox', { name: 'Suggestions' });
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(box.getAttribute('aria-controls')).toBe(list.id);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Data Analyst',
    'Data Engineer',
    'Datamatics',
  ]);
  // The groups are named; an empty one is left out.
  expect(screen.getByRole('group', { name: 'Skills and roles' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Companies' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Cities' })).toBeNull();
  expect(suggestionCount()?.textContent).toBe('3 suggestions');
  // The list hangs under the field, and the field keeps focus: nothing opens over the page.
  expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.getBoundingClientRect().bottom);
  expect(document.activeElement).toBe(box);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Up and Down move through the suggestions, Enter goes to the active one', async () => {
  const onChoose = vi.fn();
  const onSearch = vi.fn();
  render(<SuggestingHeader onChoose={onChoose} onSearch={onSearch} />);
  const box = searchField();
  await userEvent.type(box, 'data');
  expect(box.getAttribute('aria-activedescendant')).toBeNull();
  await userEvent.keyboard('{ArrowDown}');
  const [first, second, third] = screen.getAllByRole('option');
  expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);
  expect(first?.getAttribute('aria-selected')).toBe('true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(box.getAttribute('aria-activedescendant')).toBe(third?.id);
  await userEvent.keyboard('{ArrowUp}');
  expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
  expect(second?.getAttribute('aria-selected')).toBe('true');
  expect(first?.getAttribute('aria-selected')).toBe('false');
  await userEvent.keyboard('{Enter}');
  expect(onChoose).toHaveBeenCalledWith('/k/data-engineer-jobs');
  expect(onSearch).not.toHaveBeenCalled();
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(document.activeElement).toBe(box);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Enter with no suggestion active searches the typed words', async () => {
  const onChoose = vi.fn();
  const onSearch = vi.fn();
  render(<SuggestingHeader onChoose={onChoose} onSearch={onSearch} />);
  await userEvent.type(searchField(), 'data analyst{Enter}');
  expect(onSearch).toHaveBeenCalledWith('data analyst');
  expect(onChoose).not.toHaveBeenCalled();
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('Escape closes the suggestions and leaves the words and the focus in the field', async () => {
  render(<SuggestingHeader />);
  const box = searchField();
  await userEvent.type(box, 'data');
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(box.getAttribute('aria-activedescendant')).toBeNull();
  expect((box as HTMLInputElement).value).toBe('data');
  expect(document.activeElement).toBe(box);
  expect(suggestionCount()?.textContent).toBe('');
  // Down opens them again; typing on does too.
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('listbox')).toBeTruthy();
  expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
  await userEvent.keyboard('{Escape}');
  await userEvent.type(box, 's');
  expect(screen.getByRole('listbox')).toBeTruthy();
});

test('Tab leaves the field as usual and closes the suggestions; no focus is trapped', async () => {
  render(<SuggestingHeader />);
  const box = searchField();
  await userEvent.type(box, 'data');
  expect(screen.getByRole('listbox')).toBeTruthy();
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  expect(screen.queryByRole('listbox')).toBeNull();
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Register' }));
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(document.activeElement).toBe(box);
  // Back in the field, the suggestions for its words show again.
  expect(screen.getByRole('listbox')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a click on a suggestion goes there; the field keeps focus meanwhile', async () => {
  const onChoose = vi.fn();
  render(<SuggestingHeader onChoose={onChoose} />);
  const box = searchField();
  await userEvent.type(box, 'data');
  await userEvent.click(screen.getByRole('option', { name: 'Datamatics' }));
  expect(onChoose).toHaveBeenCalledWith('/company/datamatics');
  expect(document.activeElement).toBe(box);
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('words already in the field are reported when it gets focus, so a site can suggest for them', async () => {
  const onQueryChange = vi.fn();
  render(<SuggestingHeader onQueryChange={onQueryChange} searchDefaultValue="data" />);
  expect(screen.queryByRole('listbox')).toBeNull();
  searchField().focus();
  expect(onQueryChange).toHaveBeenCalledWith('data');
  expect(await screen.findByRole('listbox')).toBeTruthy();
  expect(screen.getAllByRole('option')).toHaveLength(3);
});

test('Up or Down with no suggestion to show asks for them again', async () => {
  const onQueryChange = vi.fn();
  render(<SuggestingHeader onQueryChange={onQueryChange} />);
  await userEvent.type(searchField(), 'd');
  onQueryChange.mockClear();
  await userEvent.keyboard('{ArrowDown}');
  expect(onQueryChange).toHaveBeenCalledWith('d');
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('without suggestions the field stays a plain search field', () => {
  render(<Header brand="JobSite" nav={[]} user={null} />);
  const box = screen.getByRole('searchbox', { name: 'Search jobs' });
  expect(box.getAttribute('aria-expanded')).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(suggestionCount()).toBeNull();
});
