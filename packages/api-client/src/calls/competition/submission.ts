/**
 * `POST user/competition/submission` (decision 0039): hands in a file as multipart, `kind` beside the
 * file: round 2's `answer` (PDF, PowerPoint or Word), round 3's `deck` (PDF or .pptx, at most 12 slides)
 * or `video` (MP4, at most 2 minutes). The API reads the format, slides and length from the bytes.
 * Refusals: 413 (too large), 415 (not a file of that kind), 400 (too many slides, too long), 409 (the
 * round is not open to the candidate).
 */
import type { SubmissionKind } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export type { CompetitionSubmissionAnswer } from '@jobsite/domain/answers';

export interface CompetitionSubmissionInput {
  competitionId?: number | string | undefined;
  kind: SubmissionKind;
  file: Blob;
  /** The name sent with the file (kept for the organisers; the API goes by the bytes). */
  fileName?: string | undefined;
}

export const competitionSubmission = defineCall('POST user/competition/submission', {
  request: ({ competitionId, kind, file, fileName }: CompetitionSubmissionInput) => {
    const form = new FormData();
    if (competitionId !== undefined) form.append('competitionId', String(competitionId));
    form.append('kind', kind);
    form.append('file', file, fileName ?? kind);
    return { multipart: form };
  },
});
