import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Bookmark, X } from 'lucide-react';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Save job', icon: <Bookmark size={20} aria-hidden="true" /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Outline: Story = {
  args: { variant: 'outline', label: 'Notifications', icon: <Bell size={20} aria-hidden="true" /> },
};
export const Primary: Story = {
  args: { variant: 'primary', label: 'Close', icon: <X size={20} aria-hidden="true" /> },
};
export const Pressed: Story = { args: { pressed: true, label: 'Saved' } };
export const Small: Story = { args: { size: 'sm' } };
export const Loading: Story = { args: { loading: true } };
