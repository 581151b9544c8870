import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormMessage } from './FormMessage.tsx';

const meta = {
  title: 'Feedback/FormMessage',
  component: FormMessage,
  args: { live: true },
} satisfies Meta<typeof FormMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = { args: { error: 'This unsubscribe link has expired.' } };
export const Notice: Story = { args: { notice: 'You will no longer get job alerts for this search.' } };
export const Empty: Story = {};
