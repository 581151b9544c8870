/**
 * Answers of the chat calls: conversations between a seeker and a recruiter about an application.
 * Bodies are plain text (pages render them as text, never as HTML).
 */
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../calls/job-actions.ts';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';

export const ChatMessage = v.object({
  id: Id,
  applicationId: Id,
  sender: v.picklist(['recruiter', 'seeker']),
  body: v.string(),
  createdAt: IsoDateTime,
  /** Whether the other side has read it (read receipts). */
  read: v.boolean(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

export const Conversation = v.object({
  applicationId: Id,
  jobId: Id,
  jobTitle: v.string(),
  companyName: v.string(),
  recruiterId: Id,
  recruiterName: v.string(),
  recruiterPicUrl: v.nullable(v.string()),
  lastMessage: v.nullable(ChatMessage),
  unread: Count,
  /** The application's status (`shortlisted`...), which the Pro rule reads. */
  status: v.picklist(APPLICATION_STATUSES),
  /** Whether the seeker may write now (Pro rule, a block, the recruiter writing first). */
  canWrite: v.boolean(),
  /** Why not, in words a person understands; `null` when they can. */
  writeBlockedReason: v.nullable(v.string()),
  blocked: v.boolean(),
});
export type Conversation = v.InferOutput<typeof Conversation>;

/** `GET user/chat/conversations`. */
export const ConversationsAnswer = v.object({
  conversations: v.array(Conversation),
  unread: Count,
  page: Count,
  hasMore: v.boolean(),
});
export type ConversationsAnswer = v.InferOutput<typeof ConversationsAnswer>;

/** `GET user/chat/messages`: a page of history, oldest first, and whether older messages remain. */
export const MessagesAnswer = v.object({
  conversation: Conversation,
  messages: v.array(ChatMessage),
  hasMore: v.boolean(),
});
export type MessagesAnswer = v.InferOutput<typeof MessagesAnswer>;

/** `POST user/chat/messages`. */
export const SentMessageAnswer = v.object({ message: ChatMessage });
export type SentMessageAnswer = v.InferOutput<typeof SentMessageAnswer>;

/** `POST user/chat/read`, `GET user/chat/unread-count`. */
export const ChatUnreadAnswer = v.object({ unread: Count });
export type ChatUnreadAnswer = v.InferOutput<typeof ChatUnreadAnswer>;

/** `POST user/chat/block`. */
export const ChatBlockAnswer = v.object({ recruiterId: Id, blocked: v.boolean() });
export type ChatBlockAnswer = v.InferOutput<typeof ChatBlockAnswer>;

/**
 * What `GET user/chat/events` streams (`text/event-stream`; the event's name is its `kind`): a new
 * message of either side (the seeker's own too, for their other tabs), or how far a side has read.
 */
export const ChatMessageEvent = v.object({ kind: v.literal('message'), message: ChatMessage });
export type ChatMessageEvent = v.InferOutput<typeof ChatMessageEvent>;
export const ChatReadEvent = v.object({
  kind: v.literal('read'),
  applicationId: Id,
  reader: v.picklist(['recruiter', 'seeker']),
  upTo: Id,
});
export type ChatReadEvent = v.InferOutput<typeof ChatReadEvent>;
export const ChatEvent = v.variant('kind', [ChatMessageEvent, ChatReadEvent]);
export type ChatEvent = v.InferOutput<typeof ChatEvent>;
