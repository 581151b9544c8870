/**
 * `GET user/chat/conversations` (decision 0028): a page of the seeker's conversations with unread counts.
 * Its request is its contract's; this module asks caches not to answer (`no-cache`): the list changes
 * with every message.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type { ConversationsAnswer } from '@jobsite/domain/answers';

export const conversations = defineCall('GET user/chat/conversations', { noCache: true });
export type ConversationsInput = InputOf<typeof conversations>;
