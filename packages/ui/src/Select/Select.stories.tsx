import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const experience = ['any', '0-1', '2-3', '4-6', '7-10', '11-15', '16-20', '21-25', '26+'].map((v) => ({
  value: v,
  label: v === 'any' ? 'Any experience' : `${v} years`,
}));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Experience', options: experience },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a band', required: true } };
export const WithError: Story = { args: { placeholder: 'Choose a band', error: 'Choose your experience' } };
