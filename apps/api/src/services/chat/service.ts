/**
 * What both sides of a chat do, on one transaction each: write a message, move a read mark, and tell
 * the open pages of every API process through the realtime bus (the events leave on commit).
 */
import type { ChatEvent, ChatMessage, Conversation } from '@jobsite/domain/answers';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { Realtime } from '../../realtime/bus.ts';
import { MAX_EVENT_BYTES, seekerTopic } from '../../realtime/bus.ts';
import type { SseWriter } from '../../realtime/sse.ts';
import { unreadCount } from '../notifications/queries.ts';
import {
  type ChatScope,
  type ConversationRow,
  type MessageRow,
  messageById,
  messagesAfter,
  readsAfter,
  type Side,
  unreadTotal,
} from './queries.ts';
import { writeRule } from './rules.ts';

export { seekerTopic };
/** The topic of the recruiters' side of a vertical (one seeker's pages: `seekerTopic`). */
export const recruitersTopic = (vertical: Vertical) => `chat:recruiters:${vertical}`;

/** The read marks of a conversation: how far each side has read. */
export interface ReadMarks {
  seeker: number;
  recruiter: number;
}

export const readMarksOf = (row: Pick<ConversationRow, 'seekerRead' | 'recruiterRead'>): ReadMarks => ({
  seeker: row.seekerRead ?? 0,
  recruiter: row.recruiterRead ?? 0,
});

/** A message as the answers carry it: `read` says whether its recipient has read it. */
export function toMessage(row: MessageRow, marks: ReadMarks): ChatMessage {
  const recipient: Side = row.sender === 'seeker' ? 'recruiter' : 'seeker';
  return {
    id: row.id,
    applicationId: row.applicationId,
    sender: row.sender,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    read: row.id <= marks[recipient],
  };
}

export function toConversation(row: ConversationRow): Conversation {
  const marks = readMarksOf(row);
  const rule = writeRule({
    blocked: row.blocked,
    recruiterWrote: row.recruiterWrote,
    pro: row.pro === true,
    status: row.status,
  });
  return {
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    recruiterId: row.recruiterId,
    recruiterName: row.recruiterName,
    recruiterPicUrl: row.recruiterPicUrl,
    lastMessage: row.last === null ? null : toMessage(row.last, marks),
    unread: row.unread,
    status: row.status,
    ...rule,
    blocked: row.blocked,
  };
}

/**
 * The event on the bus: the message itself, or (too long for a NOTIFY) its id for the stream to load; a
 * read mark with its place among the chat's events (`seq`), which the stream sends as the event's id.
 */
type BusEvent =
  | Exclude<ChatEvent, { kind: 'read' }>
  | (Extract<ChatEvent, { kind: 'read' }> & { seq: number })
  | { kind: 'message-ref'; id: number };

/** The id of a chat event on the stream (a message's id, a read mark's seq); none for other events. */
function eventIdOf(raw: unknown): number | undefined {
  const event = raw as Partial<BusEvent> | null;
  switch (event?.kind) {
    case 'message':
      return event.message?.id;
    case 'message-ref':
      return event.id;
    case 'read':
      return event.seq;
    default:
      return undefined;
  }
}

/** Tells both sides of the conversation about a new message, on commit of `tx`. */
export async function publishMessage(
  realtime: Realtime,
  tx: Queryable,
  target: { seekerId: number; vertical: Vertical },
  message: ChatMessage,
) {
  const full: BusEvent = { kind: 'message', message };
  const event: BusEvent =
    Buffer.byteLength(JSON.stringify(full)) > MAX_EVENT_BYTES - 200
      ? { kind: 'message-ref', id: message.id }
      : full;
  await realtime.publish(tx, seekerTopic(target.seekerId), event);
  await realtime.publish(tx, recruitersTopic(target.vertical), event);
}

/** Tells both sides how far `reader` has read, on commit of `tx`. */
export async function publishRead(
  realtime: Realtime,
  tx: Queryable,
  target: { seekerId: number; vertical: Vertical },
  read: { applicationId: number; reader: Side; upTo: number; seq: number },
) {
  const event: BusEvent = { kind: 'read', ...read };
  await realtime.publish(tx, seekerTopic(target.seekerId), event);
  await realtime.publish(tx, recruitersTopic(target.vertical), event);
}

/**
 * Writes the bus's events to an open stream (`message` and `read` events, the message's id as the
 * event id); a message too long for a NOTIFY is loaded by its id. `keep` filters (the recruiter stream
 * of one application).
 */
export function forwardTo(
  db: Queryable,
  writer: SseWriter,
  keep: (event: ChatEvent) => boolean = () => true,
): (event: unknown) => void {
  const write = (event: ChatEvent, seq?: number) => {
    if (!keep(event)) return;
    if (event.kind === 'message') writer.send('message', event, event.message.id);
    else {
      const { kind, applicationId, reader, upTo } = event;
      writer.send('read', { kind, applicationId, reader, upTo }, seq);
    }
  };
  return (raw) => {
    const event = raw as BusEvent;
    if (event.kind === 'message-ref') {
      void messageById(db, event.id)
        .then((row) => {
          if (row) write({ kind: 'message', message: toMessage(row, { seeker: 0, recruiter: 0 }) });
        })
        .catch(() => undefined);
    } else if (event.kind === 'read') write(event, event.seq);
    else if (event.kind === 'message') write(event);
  };
}

/** The most events a reconnecting stream is sent from the database; its page reloads on reconnect anyway. */
const REPLAY_LIMIT = 1_000;

/**
 * The chat events of `scope` after event `after` (a reconnecting client's `Last-Event-ID`), from the
 * database, so they reach it whichever process served the dropped stream: messages and read marks in
 * the order of their ids, as bus events. Read marks are those of now, each once.
 */
export async function missedEvents(db: Queryable, scope: ChatScope, after: number): Promise<BusEvent[]> {
  const [messages, reads] = await Promise.all([
    messagesAfter(db, scope, after, REPLAY_LIMIT),
    readsAfter(db, scope, after, REPLAY_LIMIT),
  ]);
  const events: BusEvent[] = [
    ...messages.map((m): BusEvent => ({ kind: 'message', message: toMessage(m, readMarksOf(m)) })),
    ...reads.map((r): BusEvent => ({ kind: 'read', ...r })),
  ];
  return events.sort((a, b) => (eventIdOf(a) ?? 0) - (eventIdOf(b) ?? 0));
}

/**
 * A stream's listener for a client that resumes: live events wait while `replay` writes the missed
 * ones, then follow; an event the replay sent already (the bus may bring it after the database did) is
 * dropped, so each reaches the client once. Answers the listener, and `start` to run once subscribed.
 */
export function resuming(
  handle: (event: unknown) => void,
  replay: () => Promise<BusEvent[]>,
): { listener: (event: unknown) => void; start: () => Promise<void> } {
  let held: unknown[] | undefined = [];
  const sent = new Set<number>();
  const pass = (event: unknown) => {
    const id = eventIdOf(event);
    if (id === undefined || !sent.has(id)) handle(event);
  };
  return {
    listener: (event) => (held ? held.push(event) : pass(event)),
    async start() {
      try {
        for (const event of await replay()) {
          const id = eventIdOf(event);
          if (id !== undefined) sent.add(id);
          handle(event);
        }
      } finally {
        const waiting = held ?? [];
        held = undefined;
        for (const event of waiting) pass(event);
      }
    },
  };
}

/** The seeker's unread counts as the header shows them: notifications, and recruiter messages. */
export interface UnreadCounts {
  notifications: number;
  chats: number;
}

export async function unreadCounts(
  db: Queryable,
  vertical: Vertical,
  seekerId: number,
): Promise<UnreadCounts> {
  const [notifications, chats] = await Promise.all([
    unreadCount(db, seekerId),
    unreadTotal(db, vertical, seekerId),
  ]);
  return { notifications, chats };
}

/**
 * Keeps a seeker's stream told of their unread counts (`counts` events, decision 0064): call the answer
 * once when the stream opens and after each event of their topic (a notification written or read, a
 * message, a read mark). Loads never overlap: events during a load make one more load after it, so the
 * last count sent is read after the last event. A failed load waits for the next event or reconnect.
 */
export function countsTo(load: () => Promise<UnreadCounts>, writer: SseWriter): () => void {
  let loading = false;
  let again = false;
  const run = async () => {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    try {
      do {
        again = false;
        writer.send('counts', await load());
      } while (again);
    } catch {
      // The page keeps the counts it shows until the next event or reconnect.
    } finally {
      loading = false;
    }
  };
  return () => void run();
}
