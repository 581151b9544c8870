import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    id: 'notice',
    label: 'Notice period',
    hint: 'In days',
    children: <input id="notice" aria-describedby="notice-hint" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
export const WithHint: StoryObj<typeof meta> = {};
