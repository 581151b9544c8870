/**
 * `POST ext/user/socialinfo/addsocialuser` (calls.md 7.7): the writer of a request states a social
 * identity (network, name, public id, positions "Title at Company"), one a network, through a write link.
 *
 * A module of its own because a form field holds one value: the positions, a list here, go as one field,
 * one a line, which the contract's schema splits again (a list built from the contract would be sent as
 * the field repeated, and the API's form reading keeps only the last).
 */
import { AddSocialUserBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { AddSocialUserAnswer } from '@jobsite/domain';

export interface AddSocialUserInput {
  token: string;
  type: 'linkedin' | 'facebook' | 'twitter' | 'google';
  name: string;
  publicId: string;
  positions?: readonly string[] | undefined;
  picUrl?: string | undefined;
}

export const addSocialUser = defineCall('POST socialinfo/addsocialuser', {
  check: { body: AddSocialUserBody },
  request: (input: AddSocialUserInput) => ({
    form: {
      token: input.token,
      type: input.type,
      name: input.name,
      publicId: input.publicId,
      positions: input.positions?.join('\n'),
      picUrl: input.picUrl,
    },
  }),
});
