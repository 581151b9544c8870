import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Header } from './Header.tsx';
import { HeaderFrame } from './HeaderFrame.tsx';
import { HeaderUserActions } from './HeaderUserActions.tsx';

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
