/** `POST user/chat/read` (decision 0028): the seeker read a conversation (up to `upTo`, default all). */
import { ChatReadBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface ReadChatInput {
  applicationId: string | number;
  upTo?: string | number | undefined;
}

export const readChat = defineCall('POST user/chat/read', {
  check: { body: ChatReadBody },
  request: (input: ReadChatInput) => ({ form: { applicationId: input.applicationId, upTo: input.upTo } }),
});
