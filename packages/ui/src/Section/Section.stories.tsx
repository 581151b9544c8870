import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.tsx';
import { Section } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'How it works',
    id: 'how-it-works',
    children: <Text>Three rounds over six weeks: a quiz, a case study and a presentation to the jury.</Text>,
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Smaller: Story = { args: { level: 3, size: 4, title: 'Dates of this edition' } };
