/** Requests of the chat calls and the limits both sides keep. */
import * as v from 'valibot';
import { Page, TrimmedText } from './params.ts';

/** The longest message, in characters (the database refuses longer ones too). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages a page of history holds; older ones come with `before`. */
export const CHAT_PAGE_SIZE = 30;
/** Conversations a page of the list holds. */
export const CHAT_CONVERSATIONS_PAGE_SIZE = 20;
/** How many messages one seeker may send in a minute (every API process counts together). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** The application statuses after which a Pro seeker may write first (the recruiter shortlisted them). */
export const CHAT_SHORTLISTED_STATUSES = ['shortlisted', 'interview', 'assessment', 'hired'] as const;

/** An application or message id, sent as a number (JSON) or as text (query, form). */
export const ChatId = v.pipe(
  v.union([v.string(), v.number()], 'must be an id'),
  v.transform((x) => String(x).trim()),
  v.regex(/^\d{1,15}$/, 'must be an id'),
  v.transform(Number),
);

/** A message's text: trimmed, 1 to CHAT_MESSAGE_MAX_LENGTH characters, kept as text (never HTML). */
export const ChatBody = TrimmedText(CHAT_MESSAGE_MAX_LENGTH, 1, 'must not be empty');

/** `GET user/chat/conversations`. */
export const ChatConversationsQuery = v.object({ page: Page });

/** `GET user/chat/messages`: one conversation's latest page, or the page before message `before`. */
export const ChatMessagesQuery = v.object({ applicationId: ChatId, before: v.optional(ChatId) });

/** `POST user/chat/messages`. */
export const ChatSendBody = v.object({ applicationId: ChatId, body: ChatBody });

/** `POST user/chat/read`: read up to message `upTo` (default: the latest). */
export const ChatReadBody = v.object({ applicationId: ChatId, upTo: v.optional(ChatId) });

/** `POST user/chat/block`: block (or unblock) a recruiter's messages. */
export const ChatBlockBody = v.object({
  recruiterId: ChatId,
  blocked: v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], 'must be true or false'),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  ),
});

/** The internal API's `POST /internal/{vertical}/applications/:id/messages`. */
export const RecruiterMessageBody = v.object({ body: ChatBody });
