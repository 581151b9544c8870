/**
 * The signed-in person's header shortcuts, loaded only when someone is signed in (`Shell.tsx`): the UI
 * kit's, with the unread counts kept live (`live-counts.ts`, decision 0064).
 */
import { HeaderUserActions, type HeaderUserActionsProps } from '@jobsite/ui/Header';
import { useLiveCount } from './live-counts.ts';

export function UserActions(props: HeaderUserActionsProps) {
  const notificationCount = useLiveCount('notifications', props.notificationCount ?? 0);
  const chatCount = useLiveCount('chats', props.chatCount ?? 0);
  return <HeaderUserActions {...props} notificationCount={notificationCount} chatCount={chatCount} />;
}
