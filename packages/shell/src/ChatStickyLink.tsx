/**
 * The chat sticky's link, loaded only for a signed-in person on a page that shows it (`ChatSticky.tsx`
 * decides), so a visitor's pages never fetch it.
 */
import * as styles from './ChatStickyLink.css.ts';
import { RouterLink } from './link.tsx';

export function ChatStickyLink({ count }: { count: number }) {
  return (
    <aside className={styles.sticky} aria-label="Chats">
      <RouterLink
        href="/mychat"
        className={styles.link}
        aria-label={count > 0 ? `Chats, ${count} unread` : 'Chats'}
        data-testid="chat-sticky"
      >
        <span aria-hidden="true">Chats</span>
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </RouterLink>
    </aside>
  );
}
