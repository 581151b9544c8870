/** `POST user/chat/block` (decision 0028): block (or unblock) a recruiter's messages. */
import { ChatBlockBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { ChatBlockAnswer } from '@jobsite/domain/answers';

export interface BlockRecruiterInput {
  recruiterId: string | number;
  blocked: boolean;
}

export const blockRecruiter = defineCall('POST user/chat/block', {
  check: { body: ChatBlockBody },
  request: (input: BlockRecruiterInput) => ({
    form: { recruiterId: input.recruiterId, blocked: input.blocked ? 'true' : 'false' },
  }),
});
