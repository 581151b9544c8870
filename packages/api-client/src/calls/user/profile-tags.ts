/**
 * `POST profile/tags` (calls.md 7.4): the keywords the job feed follows, sent as `tagInfo`, a JSON string
 * of tag ids or `{ id }` objects (`ProfileTagsBody`); answers the ids kept. Its own module: it writes
 * that JSON text from the list it is given.
 */
import { ProfileTagsBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface ProfileTagsInput {
  tagInfo: readonly (number | { id: number; name?: string })[];
}

export const profileTags = defineCall('POST profile/tags', {
  check: { body: ProfileTagsBody },
  request: (input: ProfileTagsInput) => ({
    form: { tagInfo: JSON.stringify(input.tagInfo) },
  }),
});
