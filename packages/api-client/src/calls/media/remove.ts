/**
 * `POST media/remove` (calls.md 7.9; decision 0035): removes the seeker's recording of `mediaType`, the
 * stored file and the profile's link to it. `removed` is false when there was none.
 */
import type { MediaType } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { MediaRemoveAnswer } from '@jobsite/domain/answers';

export const removeMedia = defineCall('POST media/remove', {
  request: (input: { mediaType: MediaType }) => ({ form: { mediaType: input.mediaType } }),
});
