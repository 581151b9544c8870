/**
 * `POST user/profile/v2` (calls.md 7.4, version header 2): JSON with any of the sections `pd`, `we`,
 * `ed`, `ai` and the registration `step` it completes (`ProfileUpdateBody`, decision 0007); answers the
 * whole profile as saved. Its own module: the body goes as JSON, with the version header 2.
 */
import { ProfileUpdateBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type UpdateProfileInput = v.InferInput<typeof ProfileUpdateBody>;

export const updateProfile = defineCall('POST user/profile/v2', {
  version: 2,
  check: { body: ProfileUpdateBody },
  request: (input: UpdateProfileInput) => ({ json: input }),
});
