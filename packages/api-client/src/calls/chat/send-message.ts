/**
 * `POST user/chat/messages` (decision 0028): the seeker writes in a conversation. Refusals: 400 (empty or
 * over 2000 characters), 403 (the Pro rule or a block, with the reason), 404, 429 (too many a minute).
 */
import { ChatSendBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { SentMessageAnswer } from '@jobsite/domain/answers';

export interface SendMessageInput {
  applicationId: string | number;
  body: string;
}

export const sendMessage = defineCall('POST user/chat/messages', {
  check: { body: ChatSendBody },
  request: (input: SendMessageInput) => ({ form: { applicationId: input.applicationId, body: input.body } }),
});
