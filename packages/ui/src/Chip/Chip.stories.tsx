import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip } from './Chip.tsx';

const meta = { title: 'Data/Chip', component: Chip, args: { label: 'Python' } } satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const Removable: Story = { args: { onRemove: () => {} } };
export const Toggle: Story = { args: { onToggle: () => {}, label: 'Work from home' } };
export const ToggleSelected: Story = {
  args: { onToggle: () => {}, selected: true, label: 'Work from home' },
};
