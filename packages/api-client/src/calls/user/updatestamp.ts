/** `POST updatestamp` (calls.md 7.4): marks the uploaded resume as up to date (`UpdateStampBody`). */
import { UpdateStampBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface UpdateStampInput {
  opt?: string | undefined;
  isUpdate?: 'true' | 'false' | '1' | '0' | undefined;
}

export const updateStamp = defineCall('POST updatestamp', {
  check: { body: UpdateStampBody },
  request: (input: UpdateStampInput) => ({
    form: { opt: input.opt, isUpdate: input.isUpdate },
  }),
});
