import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const meta = { title: 'Forms/TextArea', component: TextArea, args: { label: 'Cover letter' } } satisfies Meta<
  typeof TextArea
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithCounter: Story = {
  args: { maxLength: 500, defaultValue: 'I have led product teams for six years.' },
};
export const WithError: Story = { args: { error: 'Write at least 50 characters' } };
