/**
 * `GET user/chat/messages` (decision 0028): one conversation and a page of its history, oldest first;
 * `before` (a message id) pages to older messages.
 */
import { ChatMessagesQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { MessagesAnswer } from '@jobsite/domain/answers';

export interface MessagesInput {
  applicationId: string | number;
  before?: string | number | undefined;
}

export const messages = defineCall('GET user/chat/messages', {
  noCache: true,
  check: { query: ChatMessagesQuery },
  request: (input: MessagesInput) => ({
    query: { applicationId: input.applicationId, before: input.before },
  }),
});
