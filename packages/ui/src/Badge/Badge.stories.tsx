import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline.tsx';
import { Badge, CountBadge, RankBadge } from './Badge.tsx';

const meta = { title: 'Data/Badge', component: Badge, args: { children: 'New' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const AllTones: Story = {
  render: () => (
    <Inline>
      {(['neutral', 'brand', 'accent', 'positive', 'critical', 'caution', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      <Badge tone="brand" strong>
        Pro
      </Badge>
      <Badge tone="accent" strong>
        Early applicant
      </Badge>
    </Inline>
  ),
};
export const Rank: Story = { render: () => <RankBadge rank={3} of={120} /> };
export const Count: Story = {
  render: () => (
    <Inline>
      <CountBadge count={4} label="unread notifications" />
      <CountBadge count={240} label="unread chats" />
    </Inline>
  ),
};
