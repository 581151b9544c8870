/**
 * `POST courseenquiry` (calls.md 7.11): enquires about one or more courses. With no course selected it
 * fails with "Please select a course" (400) before any request; a failure reads `error_msg` and `status`.
 */
import { defineCall } from '../../core/define-call.ts';
import { ApiClientError, ERROR_TEXTS } from '../../core/errors.ts';

export interface CourseEnquiryInput {
  courseIds: readonly (string | number)[];
  toSkipIds?: readonly (string | number)[] | undefined;
  refinv?: string | undefined;
  reforg?: string | undefined;
  /** Default `Web`. */
  device?: string | undefined;
}

export const courseEnquiry = defineCall('POST courseenquiry', {
  bearer: 'optional',
  before: (input) => {
    if (input.courseIds.length === 0)
      throw new ApiClientError(ERROR_TEXTS.selectCourse, 400, { kind: 'input' });
  },
  readError: (status, data) => {
    const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    if (typeof body.error_msg !== 'string') return undefined;
    return { message: body.error_msg, code: typeof body.status === 'number' ? body.status : status };
  },
  request: (input: CourseEnquiryInput) => ({
    json: {
      courseIds: input.courseIds,
      toSkipIds: input.toSkipIds ?? [],
      refinv: input.refinv,
      reforg: input.reforg,
      device: input.device ?? 'Web',
    },
  }),
});
