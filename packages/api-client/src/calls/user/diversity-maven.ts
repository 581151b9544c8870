/** `PATCH diversity/maven` (calls.md 7.4): whether the diversity "maven" shows (form `showMaven`, `MavenBody`). */
import { MavenBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface DiversityMavenInput {
  showMaven: boolean;
}

export const diversityMaven = defineCall('PATCH diversity/maven', {
  check: { body: MavenBody },
  request: (input: DiversityMavenInput) => ({
    form: { showMaven: String(input.showMaven) },
  }),
});
