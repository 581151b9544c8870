/**
 * `/mychat/:applicationId`: one conversation with a recruiter about an application. Opening it marks it
 * read; new messages and the recruiter's read mark ("Seen") arrive live through `/mychat/events`; older
 * history loads 30 at a time. Messages are text, never HTML (decision 0028).
 */
import type { ChatEvent, ChatMessage, Conversation as ConversationState } from '@jobsite/domain/answers';
import { CHAT_MESSAGE_MAX_LENGTH } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { errorText, field, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { TextArea } from '@jobsite/ui/TextArea';
import { useToast } from '@jobsite/ui/ToastRegion';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useFetcher,
  useLoaderData,
  useRevalidator,
} from 'react-router';
import {
  applicationIdOf,
  applyReadMark,
  lastSeenId,
  latestConversation,
  mergeMessages,
  newestFromRecruiter,
  sentAt,
} from '../live.ts';
import { useChatEvents } from '../useChatEvents.ts';
import * as styles from './conversation.css.ts';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  // When this load began: a block answered after it is newer than what this load reads (latestConversation).
  const readAt = Date.now();
  const applicationId = applicationIdOf(params.applicationId);
  if (applicationId === null) throw notFound();
  const beforeText = new URL(request.url).searchParams.get('before');
  const before = beforeText && /^\d{1,15}$/.test(beforeText) ? Number(beforeText) : undefined;
  const answer = await site.api.chat.messages({ applicationId, before }).catch((error: unknown) => {
    throw statusOf(error) === 404 || statusOf(error) === 400 ? notFound() : error;
  });
  // Opening the conversation reads it (the recruiter's side hears of it at once).
  let justRead = false;
  if (before === undefined && answer.conversation.unread > 0) {
    await site.api.chat.readChat({ applicationId }).catch(() => undefined);
    justRead = true;
  }
  return {
    site: site.name,
    applicationId,
    conversation: answer.conversation,
    messages: answer.messages,
    hasMore: answer.hasMore,
    justRead,
    readAt,
  };
}

type ActionAnswer =
  | { ok: true; intent: 'send'; message: ChatMessage }
  | { ok: true; intent: 'read' }
  | { ok: true; intent: 'block'; conversation: ConversationState; readAt: number }
  | { ok: false; intent: string; error: string };

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ActionAnswer> {
  const site = context.get(siteContext);
  const applicationId = applicationIdOf(params.applicationId);
  if (applicationId === null) throw notFound();
  const form = await request.formData();
  const intent = field(form, 'intent');
  try {
    if (intent === 'send') {
      const answer = await site.api.chat.sendMessage({ applicationId, body: field(form, 'body') });
      return { ok: true, intent, message: answer.message };
    }
    if (intent === 'read') {
      const upTo = field(form, 'upTo');
      await site.api.chat.readChat({ applicationId, upTo: /^\d{1,15}$/.test(upTo) ? upTo : undefined });
      return { ok: true, intent };
    }
    if (intent === 'block') {
      await site.api.chat.blockRecruiter({
        recruiterId: field(form, 'recruiterId'),
        blocked: field(form, 'blocked') === 'true',
      });
      // The conversation as it is now (blocked, whether the seeker may write), read after the change.
      const readAt = Date.now();
      const { conversation } = await site.api.chat.messages({ applicationId });
      return { ok: true, intent, conversation, readAt };
    }
    return { ok: false, intent, error: 'Unknown action' };
  } catch (error) {
    return { ok: false, intent, error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  {
    title: loaderData ? `Chat with ${loaderData.conversation.recruiterName} | ${loaderData.site}` : 'Chat',
  },
  { name: 'robots', content: 'noindex' },
];

function MessageItem({ m, recruiterName, seen }: { m: ChatMessage; recruiterName: string; seen: boolean }) {
  const mine = m.sender === 'seeker';
  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`} data-message-id={m.id}>
      <Text as="span" size="xs" weight="strong">
        {mine ? 'You' : recruiterName}
      </Text>
      <p className={styles.body}>{m.body}</p>
      <span className={styles.meta}>
        <time dateTime={m.createdAt}>{sentAt(m.createdAt)}</time>
        {seen && <span>Seen</span>}
      </span>
    </li>
  );
}

function Conversation() {
  const loaded = useLoaderData<typeof loader>();
  const { applicationId } = loaded;
  const blockFetcher = useFetcher<typeof action>();
  const blockAnswer = blockFetcher.data;
  const conversation = latestConversation(
    loaded,
    blockAnswer?.ok && blockAnswer.intent === 'block' ? blockAnswer : undefined,
  );
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const { canWrite } = conversation;
  const toast = useToast();
  const sendFetcher = useFetcher<typeof action>();
  const readFetcher = useFetcher<typeof action>();
  const olderFetcher = useFetcher<typeof loader>();
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [recruiterRead, setRecruiterRead] = useState(0);

  const messages = useMemo(() => {
    const all = mergeMessages(older, loaded.messages, live);
    return recruiterRead > 0 ? applyReadMark(all, 'recruiter', recruiterRead) : all;
  }, [older, loaded.messages, live, recruiterRead]);
  const seenId = lastSeenId(messages);
  const hasMore = olderHasMore ?? loaded.hasMore;

  // The header's count was read alongside this page: fetch it again now that the page read the chat.
  const justRead = loaded.justRead;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per load that read the conversation
  useEffect(() => {
    if (justRead) void revalidator.revalidate();
  }, [justRead]);

  const markRead = useCallback(
    (upTo: number) => {
      if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
      void readFetcher.submit({ intent: 'read', upTo: String(upTo) }, { method: 'post' });
    },
    [readFetcher.submit],
  );

  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.kind === 'message') {
        if (event.message.applicationId !== applicationId) return;
        setLive((prev) => mergeMessages(prev, [event.message]));
        if (event.message.sender !== 'recruiter') return;
        markRead(event.message.id);
        // The recruiter writing first may let the seeker reply: ask the server again.
        if (!canWrite) void revalidate();
      } else if (event.applicationId === applicationId && event.reader === 'recruiter') {
        setRecruiterRead((prev) => Math.max(prev, event.upTo));
      }
    },
    [applicationId, markRead, canWrite, revalidate],
  );
  const state = useChatEvents({ onEvent, onOpen: () => void revalidator.revalidate() });

  // Read what arrived while the tab was hidden once it is shown again.
  useEffect(() => {
    const onVisible = () => {
      const newest = newestFromRecruiter(messages);
      if (
        document.visibilityState === 'visible' &&
        newest !== null &&
        messages.some((m) => m.sender === 'recruiter' && !m.read)
      )
        markRead(newest);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [messages, markRead]);

  useEffect(() => {
    const answer = olderFetcher.data;
    if (!answer) return;
    setOlder((prev) => mergeMessages(answer.messages, prev));
    setOlderHasMore(answer.hasMore);
  }, [olderFetcher.data]);

  const sent = sendFetcher.data;
  useEffect(() => {
    if (sendFetcher.state !== 'idle' || !sent) return;
    if (sent.ok && sent.intent === 'send') {
      setLive((prev) => mergeMessages(prev, [sent.message]));
      formRef.current?.reset();
    }
  }, [sendFetcher.state, sent]);
  useEffect(() => {
    const answer = blockFetcher.data;
    if (blockFetcher.state === 'idle' && answer && !answer.ok)
      toast({ tone: 'critical', message: answer.error });
  }, [blockFetcher.state, blockFetcher.data, toast]);

  // Keep the newest message in view as messages arrive.
  const lastId = messages.at(-1)?.id;
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (lastId === undefined) return;
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  const sendError = sent && !sent.ok && sendFetcher.state === 'idle' ? sent.error : undefined;
  const firstId = messages[0]?.id;

  return (
    <Stack space="lg" data-live={state}>
      <div className={styles.head}>
        <Stack space="xs">
          <Link href="/mychat" as={RouterLink}>
            All chats
          </Link>
          <Heading level={1} size={3}>
            {conversation.recruiterName}
          </Heading>
          <Text tone="muted">
            {conversation.jobTitle}
            {conversation.companyName ? ` · ${conversation.companyName}` : ''}
          </Text>
          {conversation.blocked && <Badge tone="critical">Blocked</Badge>}
        </Stack>
        <blockFetcher.Form method="post">
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="recruiterId" value={conversation.recruiterId} />
          <input type="hidden" name="blocked" value={conversation.blocked ? 'false' : 'true'} />
          {/* Busy only until the change is answered: the answer carries the conversation as it is now,
              so the button already offers the way back while the page's data loads again. */}
          <Button type="submit" size="sm" variant="secondary" loading={blockFetcher.state === 'submitting'}>
            {conversation.blocked ? 'Unblock recruiter' : 'Block recruiter'}
          </Button>
        </blockFetcher.Form>
      </div>

      {hasMore && firstId !== undefined && (
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            loading={olderFetcher.state !== 'idle'}
            onClick={() => void olderFetcher.load(`/mychat/${applicationId}?before=${firstId}`)}
          >
            Load older messages
          </Button>
        </div>
      )}

      {messages.length === 0 ? (
        <Text tone="muted">No messages yet.</Text>
      ) : (
        <ol className={styles.list} aria-label="Messages" aria-live="polite" ref={listRef}>
          {messages.map((m) => (
            <MessageItem key={m.id} m={m} recruiterName={conversation.recruiterName} seen={m.id === seenId} />
          ))}
        </ol>
      )}

      {conversation.canWrite ? (
        <sendFetcher.Form method="post" ref={formRef} className={styles.compose}>
          <input type="hidden" name="intent" value="send" />
          <TextArea
            label="Your message"
            name="body"
            required
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            rows={3}
            hint="Ctrl+Enter sends"
            {...(sendError ? { error: sendError } : {})}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <Button type="submit" loading={sendFetcher.state !== 'idle'}>
            Send
          </Button>
        </sendFetcher.Form>
      ) : (
        <Stack space="sm">
          <Text role="status">{conversation.writeBlockedReason}</Text>
          {!conversation.blocked && conversation.writeBlockedReason?.includes('Pro') && (
            <div>
              <ButtonLink href="/subscribe/pro-membership" as={RouterLink} variant="secondary">
                See Pro membership
              </ButtonLink>
            </div>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export default function ConversationPage() {
  const { applicationId } = useLoaderData<typeof loader>();
  // A new conversation starts with a clean live state.
  return <Conversation key={applicationId} />;
}
