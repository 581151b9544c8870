import { storyPage } from '@jobsite/shell/stories/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginPage, { type loader } from './login.tsx';

/**
 * Log in as a visitor sees it: email and password, the forgotten-password link and the way to create an
 * account. Pick the brand and the colour mode in the toolbar, and a phone or desktop width in the
 * viewport menu; the suite pictures it at 390 px too (`pictureWidths`).
 */
export default {
  title: 'Pages/Log in',
  parameters: { layout: 'fullscreen', pictureWidths: [390] },
} satisfies Meta;

export const Visitor: StoryObj = storyPage({
  route: { id: 'login', path: 'login', element: <LoginPage /> },
  data: ({ siteName }): Awaited<ReturnType<typeof loader>> => ({
    next: '/jobfeed',
    reset: false,
    name: siteName,
    url: 'https://example.com/login',
  }),
});
