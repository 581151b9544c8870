import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Header } from './Header.tsx';
import { HeaderFrame, type HeaderNavItem } from './HeaderFrame.tsx';
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
  expect(screen.getByRole('link', { name: 'Your profile', hidden: true }).getAttribute('href')).toBe(
    '/myprofile',
  );
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

test('a Pro member: the header shows a Pro badge; a basic member a Go Pro link in the menu instead', () => {
  const goPro = {
    label: 'Go Pro',
    href: '/subscribe/pro-membership?refcode=29',
    narrowHref: '/subscribe/pro-membership?refcode=19',
    secondary: true,
  };
  const { rerender } = render(
    <Header brand="JobSite" nav={[]} user={{ name: 'Priya Sharma', profileHref: '/myprofile', pro: true }} />,
  );
  expect(screen.getByText('Pro').textContent).toBe('Pro member');
  expect(document.querySelector('a[href^="/subscribe"]')).toBeNull();
  rerender(
    <Header brand="JobSite" nav={[goPro]} user={{ name: 'Priya Sharma', profileHref: '/myprofile' }} />,
  );
  expect(screen.queryByText('Pro')).toBeNull();
  // The narrow screens' menu and the wide screens' one each lead there with their own reference code.
  const hrefs = [...document.querySelectorAll('details a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toContain('/subscribe/pro-membership?refcode=19');
  expect(hrefs).toContain('/subscribe/pro-membership?refcode=29');
});

/** Every link of a signed-in seeker, the less used ones marked `secondary`. */
const SEEKER_NAV: HeaderNavItem[] = [
  { label: 'Finance', href: '/c/banking-finance-jobs' },
  { label: 'Marketing', href: '/c/sales-marketing-jobs' },
  { label: 'Consulting', href: '/c/consulting-jobs' },
  { label: 'HR', href: '/c/hr-jobs' },
  { label: 'Job feed', href: '/jobfeed' },
  { label: 'Applied (120)', href: '/applied-jobs' },
  { label: 'Saved (14)', href: '/saved-jobs' },
  ...['Interviews', 'Assessments', 'Saved searches', 'Go Pro', 'Settings', 'Log out'].map((label, i) => ({
    label,
    href: `/more-${i}`,
    secondary: true,
  })),
];
const SEEKER = { name: 'Priya Sharma', profileHref: '/myprofile' };
const renderSeekerHeader = () =>
  render(
    <Header
      brand="JobSite Management"
      nav={SEEKER_NAV}
      user={SEEKER}
      notificationCount={120}
      chatCount={3}
    />,
  );

/** The boxes of the header's parts that must never overlap, by name. */
function headerParts() {
  const box = (el: Element | null | undefined) => el?.getBoundingClientRect();
  return {
    brand: box(screen.getByRole('link', { name: 'JobSite Management' })),
    search: box(screen.getByRole('searchbox', { name: 'Search jobs' })),
    notifications: box(screen.getByRole('link', { name: /^Notifications/ })),
    chats: box(screen.getByRole('link', { name: /^Chats/ })),
    menu: box(document.querySelector('summary')),
  };
}

function overlapping(parts: Record<string, DOMRect | undefined>): string[] {
  const entries = Object.entries(parts).filter(([, b]) => b && b.width > 0);
  const found: string[] = [];
  for (const [i, [a, ra]] of entries.entries()) {
    for (const [b, rb] of entries.slice(i + 1)) {
      if (!ra || !rb) continue;
      const apart =
        ra.right <= rb.left + 0.5 ||
        rb.right <= ra.left + 0.5 ||
        ra.bottom <= rb.top + 0.5 ||
        rb.bottom <= ra.top + 0.5;
      if (!apart) found.push(`${a}/${b}`);
    }
  }
  return found;
}

test('on a wide screen the main links sit in one row and the others under the avatar', async () => {
  await page.viewport(1280, 800);
  renderSeekerHeader();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = [...nav.querySelectorAll('a')];
  expect(links.map((a) => a.textContent)).toEqual(SEEKER_NAV.filter((n) => !n.secondary).map((n) => n.label));
  expect(new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size).toBe(1);
  expect(
    screen.getByRole('searchbox', { name: 'Search jobs' }).getBoundingClientRect().width,
  ).toBeGreaterThanOrEqual(170);
  expect(overlapping(headerParts())).toEqual([]);
  // The avatar's menu: closed at first, it opens on a click and holds the profile and the other links.
  const menu = document.querySelector('details') as HTMLDetailsElement;
  const button = document.querySelector('summary');
  expect(menu.open).toBe(false);
  expect(button?.textContent).toContain('Your account');
  await userEvent.click(button as HTMLElement);
  expect(menu.open).toBe(true);
  const shown = [...menu.querySelectorAll('a')].filter((a) => a.checkVisibility()).map((a) => a.textContent);
  expect(shown).toEqual([
    'Your profile',
    'Interviews',
    'Assessments',
    'Saved searches',
    'Go Pro',
    'Settings',
    'Log out',
  ]);
  // Escape closes it and gives the focus back to its button.
  (menu.querySelector('a') as HTMLElement).focus();
  await userEvent.keyboard('{Escape}');
  expect(menu.open).toBe(false);
  expect(document.activeElement).toBe(button);
});

test('on a phone every link is in the Menu, the search has a row of its own, and nothing overlaps', async () => {
  for (const width of [320, 390]) {
    await page.viewport(width, 800);
    const view = renderSeekerHeader();
    expect(document.querySelector('nav[aria-label="Main"]')?.checkVisibility()).toBe(false);
    const parts = headerParts();
    expect(overlapping(parts), `at ${width} px`).toEqual([]);
    expect(parts.search?.width, `at ${width} px`).toBeGreaterThan(width - 60);
    const header = view.container.querySelector('header')?.getBoundingClientRect();
    expect(header?.width).toBeLessThanOrEqual(width);
    const menu = document.querySelector('details') as HTMLDetailsElement;
    await userEvent.click(menu.querySelector('summary') as HTMLElement);
    const shown = [...menu.querySelectorAll('a')].filter((a) => a.checkVisibility());
    expect(shown.map((a) => a.textContent)).toEqual([
      ...SEEKER_NAV.filter((n) => !n.secondary).map((n) => n.label),
      'Your profile',
      ...SEEKER_NAV.filter((n) => n.secondary).map((n) => n.label),
    ]);
    // A link chosen closes the menu.
    shown[0]?.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(shown[0] as HTMLElement);
    expect(menu.open).toBe(false);
    view.unmount();
  }
});

test('a visitor on a phone finds the sections and Register in the Menu; on a wide screen there is no menu', async () => {
  await page.viewport(390, 800);
  const nav = SEEKER_NAV.slice(0, 4);
  const view = render(<Header brand="JobSite" nav={nav} user={null} />);
  const menu = document.querySelector('details') as HTMLDetailsElement;
  await userEvent.click(menu.querySelector('summary') as HTMLElement);
  expect(
    [...menu.querySelectorAll('a')].filter((a) => a.checkVisibility()).map((a) => a.textContent),
  ).toEqual([...nav.map((n) => n.label), 'Register']);
  view.unmount();
  await page.viewport(1280, 800);
  render(<Header brand="JobSite" nav={nav} user={null} />);
  expect(document.querySelector('details')?.checkVisibility()).toBe(false);
  expect(screen.getByRole('link', { name: 'Register' }).checkVisibility()).toBe(true);
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

test("the field takes another page's words when the page changes, and keeps the words and focus of someone typing", async () => {
  const { rerender } = render(<Header brand="JobSite" nav={[]} user={null} searchDefaultValue="analyst" />);
  const field = screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement;
  expect(field.value).toBe('analyst');
  rerender(<Header brand="JobSite" nav={[]} user={null} />);
  expect(field.value).toBe('');
  await userEvent.type(field, 'data');
  rerender(<Header brand="JobSite" nav={[]} user={null} searchDefaultValue="data" />);
  expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toBe(field);
  expect(document.activeElement).toBe(field);
  expect(field.value).toBe('data');
});
