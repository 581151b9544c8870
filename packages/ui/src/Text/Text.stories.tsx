import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
} satisfies Meta<typeof Text>;

export default meta;

export const Paragraph: StoryObj<typeof meta> = {
  args: { children: 'Find the job that fits the career you want.' },
};
