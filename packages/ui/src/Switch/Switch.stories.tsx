import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch.tsx';

const meta = { title: 'Forms/Switch', component: Switch, args: { label: 'Email job alerts' } } satisfies Meta<
  typeof Switch
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, label: 'Two-factor authentication' } };
