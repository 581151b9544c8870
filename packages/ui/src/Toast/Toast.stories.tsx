import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: {
    id: '1',
    duration: 0,
    onDismiss: () => {},
    message: 'Your resume has been uploaded successfully!',
    tone: 'positive',
  },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {};
export const Critical: Story = {
  args: { tone: 'critical', message: 'Something went wrong, please try again after some time!!' },
};
export const Offline: Story = {
  args: { tone: 'caution', message: 'Please check your internet connection and try again.' },
};
export const WithUndo: Story = {
  args: { tone: 'info', message: 'You unfollowed Acme Corp.', action: { label: 'Undo', onAction: () => {} } },
};
