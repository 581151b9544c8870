import { storyPage } from '@jobsite/shell/stories/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import RegisterPage, { type loader } from './register.tsx';

/**
 * Creating an account as a visitor sees it: name, email, a new password and an optional mobile number.
 * Pick the brand and the colour mode in the toolbar, and a phone or desktop width in the viewport menu;
 * the suite pictures it at 390 px too (`pictureWidths`).
 */
export default {
  title: 'Pages/Register',
  parameters: { layout: 'fullscreen', pictureWidths: [390] },
} satisfies Meta;

type RegisterData = Awaited<ReturnType<typeof loader>>;
export const Visitor: StoryObj = storyPage({
  route: { id: 'register', path: 'register', element: <RegisterPage /> },
  data: ({ siteName }): RegisterData => ({ name: siteName, url: 'https://example.com/register' }),
});
