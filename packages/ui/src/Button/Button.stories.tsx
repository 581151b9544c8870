import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { Button, ButtonLink } from './Button.tsx';

const meta = { title: 'Actions/Button', component: Button, args: { children: 'Apply now' } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Accent: Story = { args: { variant: 'accent', children: 'Go Pro' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Save' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Hide' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Deactivate account' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithIcon: Story = { args: { icon: <Send size={16} aria-hidden="true" /> } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/subscribe/plans" variant="secondary">
      See plans
    </ButtonLink>
  ),
};
