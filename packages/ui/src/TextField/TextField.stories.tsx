import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = { title: 'Forms/TextField', component: TextField, args: { label: 'Full name' } } satisfies Meta<
  typeof TextField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { label: 'Email', type: 'email', hint: 'We send job alerts here' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { label: 'Phone', defaultValue: '12', error: 'Enter a 10-digit phone number' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Priya Sharma' } };
