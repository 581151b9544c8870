/**
 * `POST user/resume-builder/use` (decision 0030): makes the saved draft's PDF the seeker's resume, stored
 * as an upload is; 403 without the resume builder entitlement.
 */
import type { ResumeTemplateId } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface UseResumeInput {
  template?: ResumeTemplateId | undefined;
}

export const adoptBuiltResume = defineCall('POST user/resume-builder/use', {
  request: (input: UseResumeInput) => ({ json: input.template ? { template: input.template } : {} }),
});
