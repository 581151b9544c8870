/**
 * The chat sticky (product.md section 2, layout `enableChatSticky`): a "Chats" link with the unread count
 * to `/mychat`, for signed-in people, on the pages whose route module says so with
 * `export const handle = { chatSticky: true }` (the job page and the job feeds).
 */
import { useMatches, useRouteLoaderData } from 'react-router';
import * as styles from './ChatSticky.css.ts';
import { RouterLink } from './link.tsx';
import type { loader } from './root.server.ts';

/** Whether a route's `handle` asks for the chat sticky. */
const wantsChatSticky = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { chatSticky?: unknown }).chatSticky === true;

export function ChatSticky() {
  const matches = useMatches();
  const data = useRouteLoaderData<typeof loader>('root');
  const seeker = data?.seeker;
  if (!seeker || !matches.some((m) => wantsChatSticky(m.handle))) return null;
  const count = seeker.chatCount;
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
