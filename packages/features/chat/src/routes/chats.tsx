/**
 * `/mychat` and `/chats`: the seeker's conversations with recruiters, latest first, with unread counts.
 * New messages refresh the list while it is open (decision 0028).
 */
import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { pageParam, requireSignedIn } from '@jobsite/shell/site';
import { Avatar } from '@jobsite/ui/Avatar';
import { Badge } from '@jobsite/ui/Badge';
import { ButtonLink } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useRevalidator } from 'react-router';
import { useChatEvents } from '../useChatEvents.ts';
import * as styles from './chats.css.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const page = pageParam(new URL(request.url).searchParams);
  const answer = await site.api.chat.conversations({ page });
  return {
    site: site.name,
    page,
    hasMore: answer.hasMore,
    unread: answer.unread,
    conversations: answer.conversations,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Chats', loaderData?.site);

export default function ChatsPage() {
  const { conversations, unread, page, hasMore } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const live = useChatEvents({
    onEvent: () => void revalidator.revalidate(),
    onOpen: () => void revalidator.revalidate(),
  });
  return (
    <Stack space="lg" data-live={live}>
      <Stack space="xs">
        <Heading level={1} size={2}>
          Chats
        </Heading>
        <Text tone="muted" aria-live="polite">
          {unread === 0 ? 'No unread messages.' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
        </Text>
      </Stack>
      {conversations.length === 0 ? (
        <EmptyStateLink
          title="No conversations yet"
          description="When a recruiter writes to you about an application, the conversation shows here."
          href="/applied-jobs"
          label="See your applications"
        />
      ) : (
        <ul className={styles.list} aria-label="Conversations">
          {conversations.map((c) => (
            <li key={c.applicationId}>
              <RouterLink
                href={`/mychat/${c.applicationId}`}
                className={`${styles.item} ${c.unread > 0 ? styles.unread : ''}`}
              >
                <Avatar
                  name={c.recruiterName}
                  size="sm"
                  decorative
                  {...(c.recruiterPicUrl ? { src: c.recruiterPicUrl } : {})}
                />
                <Stack space="xxs">
                  <Text weight="strong">
                    {c.recruiterName}
                    {c.blocked && (
                      <>
                        {' '}
                        <Badge tone="critical">Blocked</Badge>
                      </>
                    )}
                  </Text>
                  <Text size="sm">
                    {c.jobTitle}
                    {c.companyName ? ` · ${c.companyName}` : ''}
                  </Text>
                  <p className={styles.preview}>
                    {c.lastMessage
                      ? `${c.lastMessage.sender === 'seeker' ? 'You: ' : ''}${c.lastMessage.body}`
                      : 'No messages yet'}
                  </p>
                </Stack>
                {c.unread > 0 ? (
                  <span>
                    <span className={styles.count} aria-hidden="true">
                      {c.unread > 99 ? '99+' : c.unread}
                    </span>
                    <span className={styles.hidden}>{`, ${c.unread} unread`}</span>
                  </span>
                ) : (
                  <span />
                )}
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
      {(page > 0 || hasMore) && (
        <nav aria-label="Pages of conversations">
          {page > 0 && (
            <ButtonLink href={`/mychat?page=${page - 1}`} as={RouterLink} variant="secondary">
              Newer
            </ButtonLink>
          )}{' '}
          {hasMore && (
            <ButtonLink href={`/mychat?page=${page + 1}`} as={RouterLink} variant="secondary">
              Older
            </ButtonLink>
          )}
        </nav>
      )}
    </Stack>
  );
}
