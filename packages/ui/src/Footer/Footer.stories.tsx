import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';

/** A column of the footer: its title and its links, each label with its address. */
const column = (title: string, links: Record<string, string>) => ({
  title,
  links: Object.entries(links).map(([label, href]) => ({ label, href })),
});

const meta = {
  title: 'Site/Footer',
  component: Footer,
  args: {
    legal: '© 2026 JobSite. All rights reserved.',
    columns: [
      column('Company', { 'About us': '/about', Contact: '/contact', FAQ: '/faq' }),
      column('Legal', {
        Privacy: '/privacy',
        Terms: '/terms',
        'Refund policy': '/refund',
        'Cookie policy': '/cookie-policy',
      }),
      column('Job seekers', {
        'Women at work': '/women-at-work',
        Learning: '/learning',
        'Download the app': '/downloadapp',
        Sitemap: '/sitemap',
      }),
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
