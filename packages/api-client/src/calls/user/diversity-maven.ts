/** `PATCH diversity/maven` (calls.md 7.4): whether the diversity "maven" shows (form `showMaven`, `MavenBody`). */
import { MavenBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';
import { MavenAnswer } from '../../schemas/user.ts';

export interface DiversityMavenInput {
  showMaven: boolean;
}

export const diversityMaven = defineCall({
  name: 'PATCH diversity/maven',
  service: 'user',
  method: 'patch',
  check: { body: MavenBody },
  output: MavenAnswer,
  request: (input: DiversityMavenInput) => ({
    path: 'diversity/maven',
    form: { showMaven: String(input.showMaven) },
  }),
});
