/** `POST updatestamp` (calls.md 7.4): marks the uploaded resume as up to date (`UpdateStampBody`). */
import { UpdateStampBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface UpdateStampInput {
  opt?: string | undefined;
  isUpdate?: 'true' | 'false' | '1' | '0' | undefined;
}

export const updateStamp = defineCall({
  name: 'POST updatestamp',
  service: 'user',
  method: 'post',
  check: { body: UpdateStampBody },
  output: Ack,
  request: (input: UpdateStampInput) => ({
    path: 'updatestamp',
    form: { opt: input.opt, isUpdate: input.isUpdate },
  }),
});
