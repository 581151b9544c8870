/**
 * The chat sticky's link, loaded only for a signed-in person on a page that shows it (`ChatSticky.tsx`
 * decides), so a visitor's pages never fetch it. Its count is kept live (`live-counts.ts`).
 */
import { visuallyHidden } from '@jobsite/ui/a11y';
import * as styles from './ChatStickyLink.css.ts';
import { RouterLink } from './link.tsx';
import { useLiveCount } from './live-counts.ts';

export function ChatStickyLink({ count: loaded }: { count: number }) {
  const count = useLiveCount('chats', loaded);
  return (
    <aside className={styles.sticky} aria-label="Chats">
      {/* Named by what it shows ("Chats 3") and then "unread", so that a voice user says what they see. */}
      <RouterLink href="/mychat" className={styles.link} data-testid="chat-sticky">
        Chats
        {count > 0 && (
          <>
            {' '}
            <span className={styles.count}>{count > 99 ? '99+' : count}</span>
            <span className={visuallyHidden}> unread</span>
          </>
        )}
      </RouterLink>
    </aside>
  );
}
