/**
 * The chat calls that are their contract and nothing more (decision 0028; decision 0083): each is built
 * from its entry in the domain's registry, which names its method, path, input schemas and answer. A
 * call with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type { ChatBlockAnswer, SentMessageAnswer } from '@jobsite/domain/answers';

/**
 * `POST user/chat/messages` (decision 0028): the seeker writes in a conversation; answers 201. Refusals:
 * 400 (empty or over 2000 characters), 403 (the Pro rule or a block, with the reason), 404, 429 (too many
 * a minute).
 */
export const sendMessage = defineCall('POST user/chat/messages');

/** `POST user/chat/read` (decision 0028): the seeker read a conversation (up to `upTo`, default all). */
export const readChat = defineCall('POST user/chat/read');

/** `POST user/chat/block` (decision 0028): block (or unblock) a recruiter's messages. */
export const blockRecruiter = defineCall('POST user/chat/block');
