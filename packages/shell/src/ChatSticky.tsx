/**
 * The chat sticky (product.md section 2, layout `enableChatSticky`): a "Chats" link with the unread count
 * to `/mychat`, for signed-in people, on the pages whose route module says so with
 * `export const handle = { chatSticky: true }` (the job page and the job feeds). The link itself is a
 * chunk of its own that only those pages load: the server renders it into the page, and the browser
 * hydrates it once the chunk is there, so it shows from the first paint.
 */
import { lazy, Suspense } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { loader } from './root.server.ts';

const ChatStickyLink = lazy(() =>
  import('./ChatStickyLink.tsx').then((m) => ({ default: m.ChatStickyLink })),
);

/** Whether a route's `handle` asks for the chat sticky. */
const wantsChatSticky = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { chatSticky?: unknown }).chatSticky === true;

export function ChatSticky() {
  const matches = useMatches();
  const data = useRouteLoaderData<typeof loader>('root');
  const seeker = data?.seeker;
  if (!seeker || !matches.some((m) => wantsChatSticky(m.handle))) return null;
  return (
    <Suspense fallback={null}>
      <ChatStickyLink count={seeker.chatCount} />
    </Suspense>
  );
}
