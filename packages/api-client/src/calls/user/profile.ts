/**
 * `GET user/profile/v2` (calls.md 7.4): the seeker's profile and completeness. Its own module: never from
 * a cache, the sections asked for as flags, and a `null` profile read as an error. The `fields`
 * parameter holds seven 0/1 flags, in order pd (personal details), we (work experience),
 * ed (education), co (cover letter), ai (additional info), atr (attributes), rd (resume details);
 * every part is asked for by default (`ProfileFieldsQuery`, decision 0007). A missing profile is
 * "profile not found" (product.md section 8).
 */
import { PROFILE_SECTIONS, ProfileFieldsQuery, type ProfileSection } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError } from '../../core/errors.ts';

export type ProfileInput = Partial<Record<ProfileSection, boolean>> | undefined;

const profileFieldFlags = (input: ProfileInput): string =>
  PROFILE_SECTIONS.map((field) => (input?.[field] === false ? '0' : '1')).join('');

export const profile = defineCall('GET user/profile/v2', {
  noCache: true,
  check: { query: ProfileFieldsQuery },
  after: (answer) => {
    if (answer.profile === null)
      throw new ApiClientError('profile not found', 404, { kind: 'http', status: 200 });
    return answer;
  },
  request: (input: ProfileInput) => ({
    query: { fields: profileFieldFlags(input) },
  }),
});
