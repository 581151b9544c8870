import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Pro members see how they rank among applicants',
    children: <IconButton label="About insights" icon={<Info size={18} aria-hidden="true" />} />,
  },
  decorators: [(Story) => <div style={{ paddingTop: '64px', paddingLeft: '120px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverOrFocus: Story = {};
export const Shown: Story = { args: { defaultOpen: true } };
