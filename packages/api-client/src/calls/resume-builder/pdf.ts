/**
 * `GET user/resume-builder/pdf` (decision 0030): the saved draft as a PDF (`application/pdf`) in a
 * template, else the draft's own; 403 without the resume builder entitlement.
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ResumePdfInput = InputOf<typeof resumePdf>;

export const resumePdf = defineCall('GET user/resume-builder/pdf', {
  responseType: 'blob',
  request: sends({ query: ['template?'] }),
});
