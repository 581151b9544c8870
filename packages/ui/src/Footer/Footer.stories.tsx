import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  args: {
    legal: '© 2026 JobSite. All rights reserved.',
    columns: [
      {
        title: 'Company',
        links: [
          { label: 'About us', href: '/about' },
          { label: 'Contact', href: '/contact' },
          { label: 'FAQ', href: '/faq' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Privacy', href: '/privacy' },
          { label: 'Terms', href: '/terms' },
          { label: 'Refund policy', href: '/refund' },
          { label: 'Cookie policy', href: '/cookie-policy' },
        ],
      },
      {
        title: 'Job seekers',
        links: [
          { label: 'Women at work', href: '/women-at-work' },
          { label: 'Learning', href: '/learning' },
          { label: 'Download the app', href: '/downloadapp' },
          { label: 'Sitemap', href: '/sitemap' },
        ],
      },
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
