import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0d5c63"/><path d="M12 34 24 12l12 22z" fill="#fff"/></svg>',
  );

const meta = { title: 'Data/Avatar', component: Avatar, args: { name: 'Priya Sharma' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const CompanyLogo: Story = { args: { name: 'Acme Analytics', src: logo, shape: 'square' } };
export const BrokenImageFallsBack: Story = {
  args: { name: 'Acme Analytics', src: '/missing.png', shape: 'square' },
};
