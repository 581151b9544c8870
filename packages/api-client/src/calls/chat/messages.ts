/**
 * `GET user/chat/messages` (decision 0028): one conversation and a page of its history, oldest first;
 * `before` (a message id) pages to older messages. Its request is its contract's; this module asks
 * caches not to answer (`no-cache`): a conversation changes with every message and read mark.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type { MessagesAnswer } from '@jobsite/domain/answers';

export const messages = defineCall('GET user/chat/messages', { noCache: true });
export type MessagesInput = InputOf<typeof messages>;
