import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const content = (
  <Stack space="sm">
    <Heading level={3} size={4}>
      Interview slots
    </Heading>
    <Text tone="muted">Two recruiters have offered you slots this week.</Text>
  </Stack>
);

const meta = { title: 'Layout/Card', component: Card, args: { children: content } } satisfies Meta<
  typeof Card
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {};
export const Raised: Story = { args: { tone: 'raised' } };
export const Sunken: Story = { args: { tone: 'sunken' } };
export const Brand: Story = { args: { tone: 'brand', padding: 'lg' } };
