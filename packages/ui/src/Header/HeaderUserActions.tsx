import { Bell, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, CountBadge } from '../Badge/Badge.tsx';
import { visuallyHidden } from '../utils/a11y.css.ts';
import type { LinkComponent } from '../utils/link.ts';
import * as styles from './Header.css.ts';
import type { HeaderUser } from './HeaderFrame.tsx';

export interface HeaderUserActionsProps {
  user: HeaderUser;
  notificationCount?: number;
  chatCount?: number;
  notificationsHref?: string;
  chatsHref?: string;
  linkComponent?: LinkComponent;
}

/**
 * The signed-in person's shortcuts in the header: notifications and chats with their unread counts and
 * the Pro badge (the avatar and the profile are the header's menu, `HeaderMenu`). A module of its
 * own, so a site can load it only for signed-in people (`HeaderFrame`'s `userActions`).
 */
export function HeaderUserActions({
  user,
  notificationCount = 0,
  chatCount = 0,
  notificationsHref = '/allnotification',
  chatsHref = '/chats',
  linkComponent,
}: HeaderUserActionsProps) {
  const A = linkComponent ?? 'a';
  const iconLink = (href: string, label: string, count: number, icon: ReactNode) => (
    <span className={styles.withCount}>
      <A href={href} aria-label={count > 0 ? `${label}, ${count} unread` : label} className={styles.navLink}>
        <span style={{ display: 'inline-grid', placeItems: 'center', width: 40, height: 40 }}>{icon}</span>
      </A>
      <span className={styles.countPos} aria-hidden="true">
        <CountBadge count={count} label={`unread ${label.toLowerCase()}`} />
      </span>
    </span>
  );
  return (
    <>
      {iconLink(notificationsHref, 'Notifications', notificationCount, <Bell size={20} aria-hidden="true" />)}
      {iconLink(chatsHref, 'Chats', chatCount, <MessageSquare size={20} aria-hidden="true" />)}
      {user.pro ? (
        <span className={styles.proBadge}>
          <Badge tone="brand" strong>
            Pro<span className={visuallyHidden}> member</span>
          </Badge>
        </span>
      ) : null}
    </>
  );
}
