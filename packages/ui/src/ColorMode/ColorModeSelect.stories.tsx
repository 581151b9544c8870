import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type ColorModeChoice, ColorModeSelect } from './ColorModeSelect.tsx';

const meta = {
  title: 'Site/ColorModeSelect',
  component: ColorModeSelect,
  args: { value: 'system', onChange: () => {} },
} satisfies Meta<typeof ColorModeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the device; the footer of every page shows it. */
export const System: Story = {};
export const Dark: Story = { args: { value: 'dark' } };
/** Changes as a person picks (the site also stores the choice and applies it to the page). */
export const Interactive: Story = {
  render: function Render() {
    const [value, setValue] = useState<ColorModeChoice>('system');
    return <ColorModeSelect value={value} onChange={setValue} />;
  },
};
