import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { Autocomplete } from './Autocomplete.tsx';

const cities = ['Mumbai', 'Bangalore', 'Delhi NCR', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata'].map((c) => ({
  value: c.toLowerCase().replace(/\s+/g, '-'),
  label: c,
}));

function Stateful(
  props: Omit<ComponentProps<typeof Autocomplete>, 'value' | 'onChange'> & { initial?: string[] },
) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return <Autocomplete {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Autocomplete',
  component: Stateful,
  args: { label: 'Preferred cities', options: cities, placeholder: 'Type a city' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithChoices: Story = { args: { initial: ['mumbai', 'pune'] } };
export const AtMaximum: Story = { args: { initial: ['mumbai', 'pune'], max: 2, hint: 'Up to 2 cities' } };
export const Skills: Story = {
  args: {
    label: 'Skills',
    placeholder: 'Python, SQL...',
    options: ['Python', 'SQL', 'PyTorch', 'TypeScript', 'Product strategy'].map((s) => ({
      value: s,
      label: s,
    })),
    error: 'Add at least one skill',
  },
};
