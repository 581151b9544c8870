import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterChips } from './FilterChips.tsx';

function Stateful({ initial }: { initial: string[] }) {
  const [labels, setLabels] = useState(initial);
  return (
    <FilterChips
      labels={labels}
      onRemove={(label) => setLabels((ls) => ls.filter((l) => l !== label))}
      onClearAll={() => setLabels([])}
    />
  );
}

const meta = {
  title: 'Data/FilterChips',
  component: Stateful,
  args: { initial: ['Mumbai', '4-6 years', 'Posted within 1 week', 'Consulting'] },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {};
export const One: Story = { args: { initial: ['Work from home'] } };
