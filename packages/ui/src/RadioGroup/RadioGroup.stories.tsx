import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Posted within',
    name: 'posted',
    options: [
      { value: '3', label: 'Under 3 days' },
      { value: '7', label: '1 week' },
      { value: '14', label: '2 weeks' },
      { value: '30', label: '1 month' },
      { value: '90', label: '3 months' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = { args: { defaultValue: '7' } };
export const Row: Story = { args: { direction: 'row', defaultValue: '7' } };
export const WithError: Story = { args: { error: 'Choose one' } };
