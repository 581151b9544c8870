/** `GET user/chat/conversations` (decision 0028): a page of the seeker's conversations with unread counts. */
import { ChatConversationsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { ConversationsAnswer } from '@jobsite/domain/answers';

export interface ConversationsInput {
  page?: string | number | undefined;
}

export const conversations = defineCall('GET user/chat/conversations', {
  noCache: true,
  check: { query: ChatConversationsQuery },
  request: (input: ConversationsInput = {}) => ({ query: { page: input.page } }),
});
