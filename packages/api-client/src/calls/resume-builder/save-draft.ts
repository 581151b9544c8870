/** `POST user/resume-builder` (decision 0030): saves the seeker's resume draft (JSON, `ResumeDraft`). */
import { ResumeDraft } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type SaveResumeDraftInput = v.InferInput<typeof ResumeDraft>;

export const saveResumeDraft = defineCall('POST user/resume-builder', {
  check: { body: ResumeDraft },
  request: (input: SaveResumeDraftInput) => ({ json: input }),
});
