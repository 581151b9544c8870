import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { NOTIFICATION_ICONS, NotificationIcon, type NotificationIconName } from './NotificationIcon.tsx';

const meta = {
  title: 'Data/NotificationIcon',
  component: NotificationIcon,
  args: { name: 'chat' },
} satisfies Meta<typeof NotificationIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chat: Story = {};
/** Each type's icon in the badge the notifications page shows. */
export const InBadges: Story = {
  render: () => (
    <Inline>
      {(Object.keys(NOTIFICATION_ICONS) as NotificationIconName[]).map((name) => (
        <Badge key={name} tone="info" icon={<NotificationIcon name={name} />}>
          {name}
        </Badge>
      ))}
    </Inline>
  ),
};
